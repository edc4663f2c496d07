import Foundation
import Kinetic
import KineticGallery
import KineticSDL
import Testing
import KineticSDLTestSupport

/// A Canvas drawing a filled square, a thick polyline of many points, a translated, scaled,
/// half-transparent square and text, on a 200 × 120 host.
private struct Plot: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(x: 10, y: 10, width: 40, height: 30)), with: .color(.red))
            var line = Path()
            line.addLines((0...300).map { CGPoint(x: 10 + Double($0) * 0.6, y: 80) })
            context.stroke(line, with: .color(.blue), lineWidth: 4)
            var inner = context
            inner.translateBy(x: 120, y: 10)
            inner.scaleBy(x: 2, y: 2)
            inner.opacity = 0.5
            inner.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
            context.draw(Text("Kinetic").font(.system(size: 14)), at: CGPoint(x: 100, y: 105))
        }
        .frame(width: 200, height: 120)
    }
}

extension GalleryTests {
    /// Canvas drawing through the display-list renderer on the software canvas.
    @Suite struct CanvasRenderTests {
        @Test func canvasDrawingIsPaintedWhereTheContextPutsIt() throws {
            let background = CanvasColor(hex: 0xFFFFFF)
            let scene = HostedViewScene(Plot(), size: CGSize(width: 200, height: 120), background: background)
            let image = try OffscreenCanvas(width: 200, height: 120, fonts: FontLibrary())
            scene.update(time: 0)
            scene.draw(on: image.canvas)
            #expect(image.canvas.failure == nil)
            PixelProbe.keep(image, "canvas")
            // The filled square covers (10…50, 10…40).
            let red = try #require(PixelProbe.boundingBox(in: image, region: CGRect(x: 0, y: 0, width: 100, height: 60), background: background))
            #expect(abs(red.minX - 10) <= 1 && abs(red.maxX - 50) <= 1 && abs(red.minY - 10) <= 1 && abs(red.maxY - 40) <= 1, "\(red)")
            let inside = image.pixel(x: 30, y: 25)
            #expect(inside.red > 240 && inside.green < 80 && inside.blue < 80, "\(inside)")
            // The 4-point line along y = 80 from x = 10 to 190: blue on it, white 5 px off it.
            let onLine = image.pixel(x: 100, y: 80)
            #expect(onLine.blue > 200 && onLine.red < 60, "\(onLine)")
            let stroke = try #require(PixelProbe.boundingBox(in: image, region: CGRect(x: 0, y: 65, width: 200, height: 25), background: background))
            #expect(abs(stroke.minX - 10) <= 2 && abs(stroke.maxX - 190) <= 2, "\(stroke)")
            #expect(stroke.height >= 3 && stroke.height <= 6, "\(stroke)")
            // translate (120, 10) then scale 2: the 10 × 10 square covers (120…140, 10…30), black at half opacity.
            let grey = image.pixel(x: 130, y: 20)
            #expect(abs(Int(grey.red) - 128) <= 3 && grey.red == grey.green && grey.green == grey.blue, "\(grey)")
            let beside = image.pixel(x: 145, y: 20)
            #expect(beside.red == 255 && beside.green == 255 && beside.blue == 255, "\(beside)")
            // The text: dark pixels around (100, 105).
            let text = try #require(PixelProbe.boundingBox(in: image, region: CGRect(x: 40, y: 92, width: 120, height: 26), background: background, threshold: 80))
            #expect(abs(text.midX - 100) <= 4 && abs(text.midY - 105) <= 4, "\(text)")
        }
    }
}

extension GalleryTests {
    /// The gallery's TimelineView + Canvas scene, run headless and drawn.
    @Suite struct TimelineClockSceneTests {
        @Test func theClockSweepsWithTheHostClockAndPausesOnATap() throws {
            let size = CGSize(width: 640, height: 480)
            let scene = HostedViewScene(TimelineClockView(), size: size)
            let host = scene.host
            scene.update(time: 0)
            scene.update(time: 15)
            #expect(host.displayList.item(withID: "digital")?.text == "00:00:15")
            #expect(host.needsFrames, "the animation schedule wants every frame")
            let image = try OffscreenCanvas(width: 640, height: 480, fonts: FontLibrary())
            scene.draw(on: image.canvas)
            #expect(image.canvas.failure == nil)
            PixelProbe.keep(image, "timeline-clock")
            // At 15 s the red second hand points at 3 o'clock: red pixels right of the centre, none left.
            let clock = try #require(host.displayList.items(withID: "clock").first).bounds
            let center = CGPoint(x: clock.midX, y: clock.midY)
            func redPixels(_ region: CGRect) -> Int {
                var count = 0
                for y in Int(region.minY)..<Int(region.maxY) {
                    for x in Int(region.minX)..<Int(region.maxX) {
                        let p = image.pixel(x: x, y: y)
                        if p.red > 200 && p.green < 90 && p.blue < 90 { count += 1 }
                    }
                }
                return count
            }
            #expect(redPixels(CGRect(x: center.x + 20, y: center.y - 3, width: 60, height: 6)) > 60)
            #expect(redPixels(CGRect(x: center.x - 80, y: center.y - 3, width: 60, height: 6)) == 0)
            // A tap pauses the animation schedule: nothing needs the frames between the digital
            // schedule's seconds, and the read-out shows the paused hands' time, not the clock's.
            host.tap(id: "clock")
            #expect(host.displayList.item(withID: "state")?.text == "paused")
            #expect(!host.needsFrames)
            #expect(host.nextFrameTime == 16)
            scene.update(time: 18.5)
            #expect(host.displayList.item(withID: "digital")?.text == "00:00:15", "the digital clock agrees with the paused hands")
            host.tap(id: "clock")
            scene.update(time: 19)
            #expect(host.displayList.item(withID: "digital")?.text == "00:00:19", "resumed: the current time again")
        }
    }
}
