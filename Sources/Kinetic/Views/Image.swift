import Foundation
import Synchronization

/// A view that displays an image from the assets (`<assetDirectory>/<name>.png`).
///
/// The headless graph reads only the image's size (from the PNG header); unknown images are 100×100.
public struct Image: Equatable, Sendable {
    let name: String
    let isSystem: Bool
    var isResizable = false

    /// Where named images are looked up (`Assets/Images` in the working directory unless set; the
    /// SDL layer sets it to the `Images` folder of the assets it locates). Setting it forgets the
    /// sizes read so far.
    public static var assetDirectory: URL {
        get { images.withLock { $0.directory } }
        set { images.withLock { $0 = (newValue, [:]) } }
    }

    /// Creates a labeled image that you can use as content for controls.
    public init(_ name: String) { self.name = name; isSystem = false }
    /// Creates a system symbol image (drawn as a placeholder by the headless graph).
    public init(systemName: String) { name = systemName; isSystem = true }
    /// Sets the mode by which Kinetic resizes an image to fit its space.
    public func resizable() -> Image { var i = self; i.isResizable = true; return i }

    /// The folder of named images and the sizes read from it (a Canvas's drawing, nonisolated,
    /// reads them too).
    private static let images = Mutex((directory: URL(fileURLWithPath: "Assets/Images"), sizes: [String: CGSize]()))

    /// The pixel size of the named image.
    nonisolated static func intrinsicSize(named name: String, system: Bool) -> CGSize {
        if system { return CGSize(width: 20, height: 20) }
        let (directory, cached) = images.withLock { ($0.directory, $0.sizes[name]) }
        if let cached { return cached }
        var size = CGSize(width: 100, height: 100)
        let url = directory.appendingPathComponent(name + ".png")
        if let handle = try? FileHandle(forReadingFrom: url), let header = try? handle.read(upToCount: 24), header.count == 24 {
            let bytes = [UInt8](header)
            if bytes[1] == 0x50, bytes[2] == 0x4E, bytes[3] == 0x47 {
                func be(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
                size = CGSize(width: be(16), height: be(20))
            }
            try? handle.close()
        }
        images.withLock { if $0.directory == directory { $0.sizes[name] = size } }
        return size
    }
}

extension Image: View, PrimitiveView {
    public typealias Body = Never
    package static func makeNode(view: UnsafeRawPointer, parent: ViewNode?, context: inout UpdateContext) -> ViewNode {
        let node = ImageNode(graph: context.graph, parent: parent)
        node.update(from: view, context: &context)
        return node
    }
}

package final class ImageNode: LeafNode {
    var name = ""
    var isSystem = false
    var isResizable = false
    var intrinsicSize = CGSize.zero
    package override var debugName: String { "Image(\"\(name)\")" }

    package override func update(from pointer: UnsafeRawPointer, context: inout UpdateContext) {
        let image = pointer.view(as: Image.self)
        visit(context)
        var size = intrinsicSize
        if image.isSystem {  // symbols scale with the font, like SF Symbols
            let points = ((context.environment.font ?? .body).resolved.size * 1.2).rounded()
            size = CGSize(width: points, height: points)
        } else if image.name != name || isSystem || size == .zero {
            size = Image.intrinsicSize(named: image.name, system: false)
        }
        if image.name != name || image.isResizable != isResizable || image.isSystem != isSystem || size != intrinsicSize {
            name = image.name; isResizable = image.isResizable; isSystem = image.isSystem
            intrinsicSize = size
            invalidateLayout()
        }
        setColor(context.environment.resolvedForegroundColor, in: context)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: intrinsicSize) : intrinsicSize
    }

    package override func render(_ renderer: inout DisplayListBuilder) {
        renderer.draw(.image(name), frame: presentationFrame, color: presentationColor)
        if renderer.recordsAttributes { renderer.recordAttributes(of: self, from: renderer.list.items.count - 1) }
    }
}
