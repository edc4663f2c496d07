import Foundation
import Kinetic

/// The root of a scene in the viewer: the scene's view with the tuning panel in its environment
/// and, while the panel replaces animations, a `.transaction { }` at the root that gives every
/// animated change the tuned spring (as the modifier would in SwiftUI, implicit `.animation(_:value:)`
/// modifiers further down still set their own).
struct PreviewRoot: View {
    var tuning: SceneTuning
    var content: AnyView

    var body: some View {
        let box = self.tuning
        let tuning = box.tuning
        return content
            .environment(\.previewTuning, tuning)
            .transaction { transaction in
                if tuning.replacesAnimations, transaction.animation != nil { transaction.animation = tuning.animation }
            }
            .onPreferenceChange(PreviewCopyTextKey.self) { box.copyText = $0 }
            .onPreferenceChange(PreviewComparisonKey.self) { box.comparison = $0 }
    }
}
