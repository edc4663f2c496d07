import Foundation
import Kinetic
import KineticGallery
import KineticInspector
import KineticSDL
import Testing
import KineticSDLTestSupport

extension GalleryTests {
    /// Every gallery scene renders headless and reacts to a click.
    @Suite struct GallerySceneTests {
        static let size = CGSize(width: 800, height: 600)

        /// Where to click in each scene: a sprite or control it animates.
        static func clickPoint(in hosted: HostedViewScene) throws -> CGPoint {
            let list = hosted.host.displayList
            for id in ["A", "sprite", "clock", "emoji", "avatar", "toggle", "ants", "ball", "animatableData: along the arc"] {
                // The frontmost item of the view (the toggle's knob, say) takes the tap.
                guard let item = list.items(withID: id).last(where: \.isHitTestable) else { continue }
                return item.center
            }
            // Scenes of controls: a switch or an item that changes what is drawn.
            for text in ["Animate Scale?", "Hamburger"] {
                if let item = list.item(text: text) { return item.center }
            }
            throw CancellationError()
        }

        /// A coarse fingerprint of the drawn pixels (every 4th pixel of every 4th row).
        static func pixels(of scene: CanvasScene, on image: OffscreenCanvas) -> [CanvasColor] {
            scene.draw(on: image.canvas)
            return stride(from: 0, to: image.height, by: 4).flatMap { y in
                stride(from: 0, to: image.width, by: 4).map { image.pixel(x: $0, y: y) }
            }
        }

        @Test(arguments: await MainActor.run { GalleryCatalog.scenes.map { $0.name } })
        func sceneRendersAndReactsToAClick(name: String) throws {
            let scene = try #require(GalleryCatalog.scene(named: name))
            let image = try OffscreenCanvas(width: Int(Self.size.width), height: Int(Self.size.height), fonts: FontLibrary())
            let idle = HostedViewScene(scene.makeView(), size: Self.size)
            HeadlessRun().play(idle, script: [], duration: 1.2)
            let untouched = Self.pixels(of: idle, on: image)
            #expect(image.canvas.failure == nil)
            #expect(Set(untouched.map { $0 }).count > 4, "\(name) draws something")

            let clicked = HostedViewScene(scene.makeView(), size: Self.size)
            clicked.update(time: 0)
            let point = try Self.clickPoint(in: clicked)
            HeadlessRun().play(clicked, script: [.init(time: 0.3, event: .pointerDown(point))], duration: 1.2)
            let after = Self.pixels(of: clicked, on: image)
            PixelProbe.keep(image, "scene-\(name)")
            let changed = zip(untouched, after).filter { $0 != $1 }.count
            #expect(changed > 40, "\(name): a click at \(point) changed \(changed) sampled pixels")
        }
    }
}
