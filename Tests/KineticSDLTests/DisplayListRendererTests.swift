import Foundation
import Kinetic
import KineticSDL
import Testing
import KineticSDLTestSupport

/// A view exercising every kind of display item the renderer draws.
private struct Sampler: View {
    @State private var tapped = false

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Circle().fill(Color.red).frame(width: 60, height: 60).testID("circle")
                RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 80, height: 60)
                Capsule().stroke(Color.green, lineWidth: 4).frame(width: 90, height: 40)
                Rectangle().fill(Color.orange).frame(width: 50, height: 50).rotationEffect(.degrees(30))
            }
            HStack(spacing: 24) {
                Text("Kinetic").font(.title).foregroundColor(.purple)
                Text("🐱").font(.system(size: 48)).scaleEffect(tapped ? 1.5 : 1).testID("cat")
                RoundedRectangle(cornerRadius: 8)
                    .strokeBorder(Color.black, style: StrokeStyle(lineWidth: 3, dash: [8, 6]))
                    .frame(width: 80, height: 50)
                Circle().fill(Color.teal).frame(width: 40, height: 40).opacity(0.4)
            }
        }
        .onTapGesture { tapped.toggle() }
    }
}

extension SDLTests {
    /// Kinetic views drawn through the display-list renderer on the software canvas.
    @Suite struct DisplayListRendererTests {
        static let background = CanvasColor(hex: 0xF2F2F7)

        @Test func drawsShapesTextAndEmojiWhereTheDisplayListPutsThem() throws {
            let scene = HostedViewScene(Sampler(), size: CGSize(width: 480, height: 260))
            let image = try OffscreenCanvas(width: 480, height: 260, fonts: FontLibrary())
            scene.update(time: 0)
            scene.draw(on: image.canvas)
            #expect(image.canvas.failure == nil)
            PixelProbe.keep(image, "sampler")
            let list = scene.host.displayList
            let circle = try #require(list.item(withID: "circle"))
            let c = image.pixel(x: Int(circle.center.x), y: Int(circle.center.y))
            #expect(c.red > 200 && c.green < 100 && c.blue < 100, "circle centre is \(c)")
            let cat = try #require(list.item(withID: "cat"))
            let region = cat.bounds.insetBy(dx: -4, dy: -4)
            #expect(PixelProbe.colouredPixelCount(in: image, region: region) > 200, "the emoji is drawn in colour")
        }

        @Test func ellipsesAndImagesFromAssetsSymbolsAndPlaceholdersAreDrawn() throws {
            struct Pictures: View {
                var body: some View {
                    HStack(spacing: 20) {
                        Ellipse().fill(Color.red).frame(width: 100, height: 40).testID("ellipse")
                        Image("cat").resizable().frame(width: 120, height: 120).testID("cat")
                        Image(systemName: "box.truck").font(.system(size: 40)).testID("truck")
                        Image("no-such-image").frame(width: 50, height: 50).testID("missing")
                    }
                }
            }
            let scene = HostedViewScene(Pictures(), size: CGSize(width: 480, height: 200))
            let image = try OffscreenCanvas(width: 480, height: 200, fonts: FontLibrary())
            scene.update(time: 0)
            scene.draw(on: image.canvas)
            #expect(image.canvas.failure == nil)
            PixelProbe.keep(image, "pictures")
            let list = scene.host.displayList
            func isRed(_ p: CanvasColor) -> Bool { p.red > 200 && p.green < 80 && p.blue < 80 }
            // An ellipse 100 × 40: its centre and the middle of its long axis are inside, the
            // corners of its frame outside.
            let ellipse = try #require(list.item(withID: "ellipse")).frame
            #expect(isRed(image.pixel(x: Int(ellipse.midX), y: Int(ellipse.midY))))
            #expect(isRed(image.pixel(x: Int(ellipse.minX) + 6, y: Int(ellipse.midY))))
            #expect(!isRed(image.pixel(x: Int(ellipse.minX) + 6, y: Int(ellipse.minY) + 4)))
            // Assets/Images/cat.png (a cat on a peach disc, 240 px) drawn at 120 px: the top of the
            // disc is peach (#FFD8A8), the corner outside it shows the background.
            let cat = try #require(list.item(withID: "cat")).frame
            let top = image.pixel(x: Int(cat.midX), y: Int(cat.minY) + 6)
            #expect(abs(Int(top.red) - 0xFF) < 12 && abs(Int(top.green) - 0xD8) < 12 && abs(Int(top.blue) - 0xA8) < 12, "\(top)")
            #expect(image.pixel(x: Int(cat.minX) + 2, y: Int(cat.minY) + 2) == Self.background)
            // A symbol: its emoji stand-in, in colour; an unknown image: a placeholder, not nothing.
            let truck = try #require(list.item(withID: "truck"))
            #expect(PixelProbe.colouredPixelCount(in: image, region: truck.bounds.insetBy(dx: -2, dy: -2)) > 100)
            let missing = try #require(list.item(withID: "missing")).frame
            #expect(image.pixel(x: Int(missing.midX), y: Int(missing.midY)) != Self.background)
        }

        @Test func aClickTapsTheViewAndItAnimates() throws {
            let scene = HostedViewScene(Sampler(), size: CGSize(width: 480, height: 260))
            scene.update(time: 0)
            let before = try #require(scene.host.displayList.item(withID: "cat")).transform.scale.width
            let cat = try #require(scene.host.displayList.item(withID: "cat"))
            scene.handle(.pointerDown(cat.center), at: 0.1)
            scene.update(time: 0.2)
            let after = try #require(scene.host.displayList.item(withID: "cat")).transform.scale.width
            #expect(before == 1)
            #expect(after == 1.5, "no animation: the tap jumps the scale")
        }
    
        @Test func aSingleLengthDashAlternatesOnAndOff() throws {
            struct Ants: View {
                var body: some View {
                    Rectangle()
                        .strokeBorder(Color.black, style: StrokeStyle(lineWidth: 2, dash: [10]))
                        .frame(width: 200, height: 60)
                        .testID("ants")
                }
            }
            let scene = HostedViewScene(Ants(), size: CGSize(width: 300, height: 120))
            let image = try OffscreenCanvas(width: 300, height: 120, fonts: FontLibrary())
            scene.update(time: 0)
            scene.draw(on: image.canvas)
            let frame = try #require(scene.host.displayList.item(withID: "ants")).frame
            let y = Int(frame.minY.rounded(.down))
            let dark = (Int(frame.minX) + 2..<Int(frame.maxX) - 2).filter { image.pixel(x: $0, y: y).red < 100 }.count
            let width = Int(frame.width) - 4
            #expect(dark > width / 3 && dark < width * 2 / 3, "\(dark) of \(width) pixels painted along the top edge")
        }

        @Test func pressMoveAndReleaseDragAKineticSlider() throws {
            struct Tuner: View {
                @State private var amount = 0.2
                var body: some View {
                    VStack {
                        Slider(value: $amount).frame(width: 300).testID("slider")
                        Text(String(format: "%.2f", amount)).testID("amount")
                    }
                }
            }
            let scene = HostedViewScene(Tuner(), size: CGSize(width: 400, height: 200))
            scene.update(time: 0)
            let slider = try #require(scene.host.displayList.items(withID: "slider").first).frame
            let start = CGPoint(x: slider.minX + slider.width * 0.2, y: slider.midY)
            scene.handle(.pointerDown(start), at: 0.1)
            scene.handle(.pointerMoved(CGPoint(x: slider.minX + slider.width * 0.5, y: slider.midY)), at: 0.15)
            scene.handle(.pointerMoved(CGPoint(x: slider.minX + slider.width * 0.8, y: slider.midY)), at: 0.18)
            scene.handle(.pointerUp(CGPoint(x: slider.minX + slider.width * 0.8, y: slider.midY)), at: 0.2)
            scene.update(time: 0.3)
            let text = try #require(scene.host.displayList.item(withID: "amount")?.text)
            #expect((Double(text) ?? 0) > 0.6, "the slider reads \(text) after a drag to 80 %")
        }
}
}
