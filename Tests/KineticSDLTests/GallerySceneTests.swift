import Foundation
import Kinetic
import KineticGallery
import KineticInspector
import KineticSDL
import Testing

extension SDLTests {
    /// Every gallery scene renders headless and reacts to a click.
    @Suite struct GallerySceneTests {
        static let size = CGSize(width: 800, height: 600)

        /// Where to click in each scene: a sprite or control it animates.
        static func clickPoint(in scene: CanvasScene) throws -> CGPoint {
            switch scene {
            case let lab as MergeLabScene: return lab.spriteCenter(lane: 0)
            case let slice as SpringSliceScene: return slice.spriteCenter
            case let hosted as HostedViewScene:
                let list = hosted.host.displayList
                for id in ["emoji", "avatar", "toggle", "ants", "ball", "animatableData: along the arc"] {
                    // The frontmost item of the view (the toggle's knob, say) takes the tap.
                    guard let item = list.items(withID: id).last(where: \.isHitTestable) else { continue }
                    return item.center
                }
                // Scenes of controls: a switch or an item that changes what is drawn.
                for text in ["Animate Scale?", "Hamburger"] {
                    if let item = list.item(text: text) { return item.center }
                }
                throw CancellationError()
            default:
                throw CancellationError()
            }
        }

        /// A coarse fingerprint of the drawn pixels (every 4th pixel of every 4th row).
        static func pixels(of scene: CanvasScene, on image: OffscreenCanvas) -> [CanvasColor] {
            scene.draw(on: image.canvas)
            return stride(from: 0, to: image.height, by: 4).flatMap { y in
                stride(from: 0, to: image.width, by: 4).map { image.pixel(x: $0, y: y) }
            }
        }

        @Test(arguments: GalleryCatalog.entries.map(\.name))
        func sceneRendersAndReactsToAClick(name: String) throws {
            let entry = try #require(GalleryCatalog.entry(named: name))
            let image = try OffscreenCanvas(width: Int(Self.size.width), height: Int(Self.size.height), fonts: FontLibrary())
            let idle = entry.make(Self.size)
            HeadlessRun().play(idle, script: [], duration: 1.2)
            let untouched = Self.pixels(of: idle, on: image)
            #expect(image.canvas.failure == nil)
            #expect(Set(untouched.map { $0 }).count > 4, "\(name) draws something")

            let clicked = entry.make(Self.size)
            clicked.update(time: 0)
            let point = try Self.clickPoint(in: clicked)
            HeadlessRun().play(clicked, script: [.init(time: 0.3, event: .pointerDown(point))], duration: 1.2)
            let after = Self.pixels(of: clicked, on: image)
            DisplayListRendererTests.keep(image, "scene-\(name)")
            let changed = zip(untouched, after).filter { $0 != $1 }.count
            #expect(changed > 40, "\(name): a click at \(point) changed \(changed) sampled pixels")
        }

        @Test func theLabsPlotsShowEveryLanesCurve() throws {
            let scene = MergeLabScene(size: CGSize(width: 1200, height: 760))
            HeadlessRun().play(scene, script: [.init(time: 0.1, event: .key(KeyStroke("space"))),
                                               .init(time: 0.25, event: .pointerDown(scene.spriteCenter(lane: 1)))],
                               duration: 0.6)
            #expect(scene.lab.clicks.map(\.time) == [0.1, 0.25])
            let image = try OffscreenCanvas(width: 1200, height: 760, fonts: FontLibrary())
            scene.draw(on: image.canvas)
            DisplayListRendererTests.keep(image, "lab")
            // Lane colours appear in the plot area (right of the lanes).
            var seen = [0, 0]
            for y in stride(from: 60, to: 640, by: 2) {
                for x in stride(from: 560, to: 1190, by: 2) {
                    let p = image.pixel(x: x, y: y)
                    for (i, c) in MergeLabScene.laneColors.prefix(2).enumerated()
                    where abs(Int(p.red) - Int(c.red)) < 30 && abs(Int(p.green) - Int(c.green)) < 30 && abs(Int(p.blue) - Int(c.blue)) < 30 {
                        seen[i] += 1
                    }
                }
            }
            #expect(seen[0] > 50 && seen[1] > 50, "curve pixels per lane: \(seen)")
        }

        @Test func sliderDragsApplyToTheNextClicksAndCodeIsCopied() throws {
            let scene = MergeLabScene(size: CGSize(width: 1200, height: 760))
            var copied: [String] = []
            scene.copyToClipboard = { copied.append($0) }
            scene.update(time: 0)
            scene.setParameters(LabParameters(springDuration: 0.42, bounce: 0.31))
            scene.handle(.key(KeyStroke("c")), at: 0.1)
            #expect(copied == [".spring(duration: 0.42, bounce: 0.31)"])
            scene.handle(.key(KeyStroke("space")), at: 0.2)
            #expect(scene.lab.clicks.last?.parameters == LabParameters(springDuration: 0.42, bounce: 0.31))
        }

        @Test func theRKeyRecordsTheLabsClicksAsAReplayableScript() throws {
            let scene = MergeLabScene(size: CGSize(width: 1200, height: 760))
            var scripts: [LabScript] = []
            scene.onRecording = { scripts.append($0) }
            HeadlessRun().play(scene, script: [
                .init(time: 0.05, event: .key(KeyStroke("space"))),  // before recording: not in the script
                .init(time: 0.5, event: .key(KeyStroke("r"))),
                .init(time: 0.6, event: .key(KeyStroke("space"))),
                .init(time: 0.72, event: .pointerDown(scene.spriteCenter(lane: 1))),
                .init(time: 1.5, event: .key(KeyStroke("r"))),
            ], duration: 1.6)
            let script = try #require(scripts.first)
            #expect(scripts.count == 1)
            #expect(script.clicks.map(\.time).map { ($0 * 1000).rounded() / 1000 } == [0.1, 0.22])
            #expect(abs(script.duration - 1) < 1e-9)
            try LabRecording.validate(script)
            let run = LabRecording.render(script)
            #expect(run.lanes[0].markers.filter { $0.kind == "merge" }.count == 1)
        }

        @Test func scrubbingShowsTheLanesAsTheyWereAtThatInstant() throws {
            let size = CGSize(width: 1200, height: 760)
            let clicks: [HeadlessRun.ScriptedEvent] = [.init(time: 0.1, event: .key(KeyStroke("space"))),
                                                       .init(time: 0.25, event: .key(KeyStroke("space")))]
            let scene = MergeLabScene(size: size)
            let clock = SceneClock()
            scene.clock = clock
            HeadlessRun().play(scene, script: clicks, duration: 1.5)
            let now = scene.lab.time

            // `,` pauses and steps back one frame.
            scene.handle(.key(KeyStroke(",")), at: now)
            #expect(clock.isPaused)
            #expect(abs(try #require(scene.scrubTime) - (now - SceneClock.stepInterval)) < 1e-9)

            // Scrubbed to 0.4 s, the lanes look exactly as a run stopped at 0.4 s drew them.
            scene.scrub(to: 0.4)
            let reference = MergeLabScene(size: size)
            HeadlessRun().play(reference, script: clicks, duration: 0.4)
            let image = try OffscreenCanvas(width: Int(size.width), height: Int(size.height), fonts: FontLibrary())
            func lanePixels(_ scene: MergeLabScene) -> [CanvasColor] {
                scene.draw(on: image.canvas)
                return (0..<2).flatMap { lane in
                    let rect = scene.laneRect(lane)
                    return stride(from: Int(rect.minY) + 26, to: Int(rect.maxY) - 32, by: 3).flatMap { y in
                        stride(from: Int(rect.minX) + 8, to: Int(rect.maxX), by: 3).map { image.pixel(x: $0, y: y) }
                    }
                }
            }
            let scrubbed = lanePixels(scene), expected = lanePixels(reference)
            #expect(Set(expected).count > 3)
            #expect(scrubbed == expected)
            #expect(lanePixels(scene) != { HeadlessRun().play(reference, script: [], duration: 1.5); return lanePixels(reference) }(),
                    "the scrubbed lanes differ from the present ones")

            // `.` (through the gallery) steps forward; the present ends the scrub; so does resuming.
            scene.scrub(by: 1)
            #expect(abs(try #require(scene.scrubTime) - (0.4 + SceneClock.stepInterval)) < 1e-9)
            scene.scrub(to: now + 1)
            #expect(scene.scrubTime == nil)
            scene.handle(.pointerDown(CGPoint(x: size.width - 300, y: 200)), at: now)
            #expect(scene.scrubTime != nil && clock.isPaused, "a press on the plots scrubs")
            clock.isPaused = false
            scene.update(time: now + 0.1)
            #expect(scene.scrubTime == nil)
        }

        @Test func theInspectorOverlayPlotsTheTappedSpritesAttributesAndCyclesThem() throws {
            let size = CGSize(width: 1200, height: 760)
            let gallery = GalleryScene(size: size, clock: nil, startingAt: "keyframes")
            gallery.handle(.key(KeyStroke("i")), at: 0)
            #expect(gallery.showsInspector)
            gallery.update(time: 0)
            let scene = try #require(gallery.current as? HostedViewScene)
            let dogs = scene.host.displayList.items(withID: "emoji").filter(\.isHitTestable)
            let dog = try #require(dogs.last)
            HeadlessRun().play(gallery, script: [.init(time: 0.2, event: .pointerDown(dog.center))], duration: 1.0)
            let first = try #require(gallery.inspectedAttribute)
            // `a` plots the next attribute; cycle to the dog's rotation, which the keyframe
            // animator sets every frame without an animation of its own.
            var names = [first]
            while !(gallery.inspectedAttribute ?? "").hasPrefix("rotationEffect"), names.count < 20 {
                gallery.handle(.key(KeyStroke("a")), at: 1.0)
                names.append(gallery.inspectedAttribute ?? "")
            }
            #expect(names.count > 1 && names[1] != first)
            #expect(gallery.inspectedAttribute?.hasPrefix("rotationEffect") == true, "cycled through \(names)")
            let image = try OffscreenCanvas(width: Int(size.width), height: Int(size.height), fonts: FontLibrary())
            gallery.draw(on: image.canvas)
            DisplayListRendererTests.keep(image, "inspector-keyframes")
            // Inside the plot area (the panel less its margins, legend and read-out list), the
            // wiggle draws a value curve (blue) and a velocity curve (orange) that each span many
            // rows: a flat line, or axis labels, would not.
            let panel = CGRect(x: size.width * 0.56, y: size.height * 0.55, width: size.width * 0.44 - 8,
                               height: size.height * 0.45 - 8 - 70)
            let area = CGRect(x: panel.minX + 60, y: panel.minY + 80, width: panel.width - 120, height: panel.height - 114)
            func rows(_ color: CanvasColor) -> Int {
                (Int(area.minY)..<Int(area.maxY)).filter { y in
                    stride(from: Int(area.minX), to: Int(area.maxX), by: 1).contains { x in
                        let p = image.pixel(x: x, y: y)
                        return abs(Int(p.red) - Int(color.red)) < 24 && abs(Int(p.green) - Int(color.green)) < 24
                            && abs(Int(p.blue) - Int(color.blue)) < 24
                    }
                }.count
            }
            #expect(rows(PlotPanel.Palette.value) > 15, "value curve")
            #expect(rows(PlotPanel.Palette.velocity) > 15, "velocity curve: the rotation's velocity by backward difference")
        }

        @Test func theGallerySwitchesScenesByKeysAndList() throws {
            let clock = SceneClock()
            let gallery = GalleryScene(size: Self.size, clock: clock)
            #expect(gallery.current is MergeLabScene)
            gallery.handle(.key(KeyStroke("3")), at: 0)
            #expect(GalleryCatalog.entries[gallery.index].name == "emoji-bounce")
            gallery.handle(.key(KeyStroke("right")), at: 0)
            #expect(GalleryCatalog.entries[gallery.index].name == "phase-animators")
            for _ in 0..<4 { gallery.handle(.key(KeyStroke("left")), at: 0) }
            #expect(gallery.index == GalleryCatalog.entries.count - 1, "wraps around")
            // 0 starts a view scene over: a fresh scene object.
            let before = gallery.current
            gallery.handle(.key(KeyStroke("0")), at: 0)
            #expect(gallery.current !== before && GalleryCatalog.entries[gallery.index].name == GalleryCatalog.entries.last?.name)
            gallery.handle(.key(KeyStroke("p")), at: 0)
            #expect(clock.isPaused)
            gallery.handle(.key(KeyStroke("h")), at: 0)
            #expect(gallery.showsHelp)
            gallery.handle(.key(KeyStroke("l")), at: 0)
            #expect(gallery.showsList)
        }

        @Test func theClockSlowsDownWithoutJumpsAndSurvivesStalls() {
            let clock = SceneClock()
            clock.advance(real: 0.5)
            #expect(clock.time == 0.25, "a half-second stall counts as the maximum gap")
            clock.timeScale = 0.1
            clock.advance(real: 0.1)
            #expect(abs(clock.time - 0.26) < 1e-12)
            clock.isPaused = true
            clock.advance(real: 0.1)
            clock.step()
            clock.advance(real: 0.1)
            #expect(abs(clock.time - (0.26 + 1.0 / 60)) < 1e-12)
            clock.advance(real: 7200)
            clock.timeScale = .nan
            #expect(clock.timeScale == 1)
        }
    }
}
