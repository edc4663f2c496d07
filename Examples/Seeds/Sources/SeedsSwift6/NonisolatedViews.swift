// Not a seed: SwiftUI's built-in views declare `View` in an extension (`extension Text: View`), so
// only `body` is main-actor isolated; their initialisers, stored properties and own methods (such
// as `Text.font(_:)`, which returns `Text`) are nonisolated, and `Text`, `Color` and `Image` are
// `Sendable`. Swift 6 client code builds views in helpers, `static let`s, models and `@Sendable`
// closures. `SeedsSwift6` treats warnings as errors, so this file fails `make examples` if a view
// type is main-actor isolated again.
import Foundation
import Kinetic

/// Constants built off the main actor (a `static let` is initialised lazily on whichever thread
/// first reads it).
enum NonisolatedTheme {
    nonisolated static let title = Text("Kinetic").font(.title).bold().foregroundColor(.red)
    nonisolated static let accent = Color.blue
    static let muted = Color(white: 0.5).opacity(0.5)
    static let icon = Image(systemName: "star").resizable()
    static let badge = Text(verbatim: "1") + Text("2")
}

/// Views built in nonisolated functions: every built-in view's initialiser and own members.
nonisolated func nonisolatedBuiltInViews() -> [AnyView] {
    let text = Text("hi").font(.body).fontWeight(.semibold)
    let color = Color(red: 1, green: 0.5, blue: 0).opacity(0.8)
    let image = Image("photo")
    let stacks = VStack(alignment: .leading, spacing: 4) {
        HStack {
            Text("a")
            Spacer(minLength: 2)
            Color.red
        }
        ZStack(alignment: .topLeading) {
            Rectangle()
            Circle()
            Capsule()
            Ellipse()
            RoundedRectangle(cornerRadius: 4)
        }
    }
    let group = Group {
        EmptyView()
        ForEach(0..<3) { index in Text("\(index)") }
        ForEach(["x", "y"], id: \.self) { name in Text(name) }
    }
    let shapes = Circle().fill(Color.green)
    let stroked = Capsule().stroke(Color.black, lineWidth: 2)
    let controls = VStack {
        Button("Tap") {}
        Button(action: {}) { Text("Label") }
        Toggle("On", isOn: .constant(true))
        Slider(value: .constant(0.5))
        Picker("Pick", selection: .constant(1)) { Text("One") }
        TextField("Name", text: .constant(""))
    }
    let reader = GeometryReader { proxy in Color.red }
    let timeline = TimelineView(.animation) { context in Text("\(context.date)") }
    let periodic = TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: 1)) { _ in EmptyView() }
    let canvas = Canvas { context, size in
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
    }
    let optional: Text? = nil
    let modified = ModifiedContent(content: text, modifier: Outlined())
    return [
        AnyView(text), AnyView(color), AnyView(image), AnyView(stacks), AnyView(group), AnyView(shapes),
        AnyView(stroked), AnyView(controls), AnyView(reader), AnyView(timeline), AnyView(periodic),
        AnyView(canvas), AnyView(optional), AnyView(modified), AnyView(TupleView(text, color)),
    ]
}

/// A client's modifier: its `body(content:)` is main-actor isolated (``ViewModifier`` is), its
/// initialiser is declared nonisolated so that helpers can make it.
struct Outlined: ViewModifier {
    nonisolated init() {}

    func body(content: Content) -> some View {
        content.overlay(Rectangle().stroke(Color.black, lineWidth: 1))
    }
}

/// Stored properties read off the main actor, and views made in `@Sendable` closures.
nonisolated func nonisolatedViewValues() -> Bool {
    let makeText: @Sendable () -> Text = { Text("sent").bold() }
    let makeColor: @Sendable (Double) -> Color = { Color(hue: $0, saturation: 1, brightness: 1) }
    let spacer = Spacer(minLength: 8)
    return makeText() == Text("sent").bold() && makeColor(0.5) != .red && spacer.minLength == 8
        && NonisolatedTheme.accent == .blue && NonisolatedTheme.icon == Image(systemName: "star").resizable()
}

/// A model (not main-actor isolated) that keeps views and colours.
final class NonisolatedBadgeModel: Sendable {
    let label: Text
    let tint: Color

    init(count: Int) {
        label = Text("\(count)")
        tint = count > 9 ? .red : .gray
    }
}
