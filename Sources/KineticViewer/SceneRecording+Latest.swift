import Foundation
import Kinetic

/// What the run keeps of each attribute between frames, and how it merges what it adds into the
/// samples and events it has (``SceneRecording``).
extension SceneRecording {
    /// `first` and `second`, each in time order, merged in time order (`first`'s before `second`'s at one time).
    static func merged<T>(_ first: [T], _ second: [T], time: (T) -> TimeInterval) -> [T] {
        var result: [T] = []
        result.reserveCapacity(first.count + second.count)
        var (i, j) = (0, 0)
        while i < first.count || j < second.count {
            if j == second.count || (i < first.count && time(first[i]) <= time(second[j])) {
                result.append(first[i]); i += 1
            } else {
                result.append(second[j]); j += 1
            }
        }
        return result
    }

    /// An attribute's latest sample from the graph's frames (or its resting value after a jump).
    struct Latest {
        var time = -Double.infinity
        var running = 0
        /// Set without animation in its latest frame (a keyframe or phase animator drives it).
        var driven = false
        var model: [Double] = []
        var value: [Double] = []
        var velocity: [Double] = []

        /// Whether it was animated or driven in the frame at `time`.
        func isMoving(at time: TimeInterval) -> Bool { (running > 0 || driven) && abs(self.time - time) < 1e-12 }

        mutating func take(_ sample: AttributeFrameSample, at time: TimeInterval) {
            self.time = time
            running = sample.runningAnimations
            driven = sample.isDriven
            let count = sample.componentCount
            if model.count != count {
                model = Array(repeating: 0, count: count); value = model; velocity = model
            }
            for component in 0..<count {
                (model[component], value[component], velocity[component]) = sample.components(component)
            }
        }

        /// Takes a walk's sample (an attribute seen for the first time).
        mutating func take(_ sample: AttributeSample, at time: TimeInterval) {
            self.time = time
            running = sample.runningAnimations
            driven = false
            model = sample.model
            value = sample.presentation
            velocity = sample.velocity
        }

        /// A new model value under animation at `time`, from `shown`.
        mutating func change(to model: [Double], shown: [Double], at time: TimeInterval) {
            if self.model.isEmpty {
                value = shown
                velocity = Array(repeating: 0, count: shown.count)
            }
            if model.count == value.count { self.model = model }
            self.time = time
            running = max(running, 1)
        }

        mutating func rest(at model: [Double]) {
            running = 0
            self.model = model
            value = model
            velocity = Array(repeating: 0, count: model.count)
        }
    }
}
