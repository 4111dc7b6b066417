import type { ComponentType } from 'react';
import type { DemoWorld } from '../demo-world';

// Placeholder until the demo tools are built (issue 3).
export function createDemoTools(_world: DemoWorld): ComponentType {
  return function DemoTools() {
    return null;
  };
}
