import Kinetic

/// seeds/003, `Binding.animation(_:)`: the toggle's binding carries `.linear`, so flipping it
/// slides the truck to the other edge of the stack.
package struct BindingAnimationView: View {
    @State private var isTrailing = false

    /// Creates the scene.
    package init() {}

    package var body: some View {
        VStack(spacing: 40) {
            SceneCaption(title: "Binding animation", hint: "Tap the switch: Toggle(isOn: $isTrailing.animation(.linear))")
            VStack(alignment: isTrailing ? .trailing : .leading) {
                Image(systemName: "box.truck")
                    .font(.system(size: 64))
                    .testID("truck")
                Toggle("Move to trailing edge", isOn: $isTrailing.animation(.linear))
                    .testID("toggle")
            }
            .frame(width: 520)
        }
    }
}
