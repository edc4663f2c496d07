import Foundation
import Testing
@testable import Kinetic

/// The union of what the view named `id` draws.
private func bounds(_ host: HeadlessHost, _ id: String) -> CGRect? {
    let items = host.displayList.items(withID: id)
    guard let first = items.first else { return nil }
    return items.dropFirst().reduce(first.bounds) { $0.union($1.bounds) }
}

extension ViewLayerTests {
/// Slider, Picker, Form, Section, List, NavigationView, LabeledContent through the headless host.
@Suite struct ControlsTests {
    final class Log { var events: [String] = [] }

    private struct SliderRoot: View {
        @State var value = 0.0
        var range: ClosedRange<Double> = 0...100
        var step: Double?
        let log: Log
        var body: some View {
            VStack {
                if let step {
                    Slider(value: $value, in: range, step: step) { log.events.append("editing \($0)") }.testID("slider")
                } else {
                    Slider(value: $value, in: range) { log.events.append("editing \($0)") }.testID("slider")
                }
                Text("value \(value)").testID("readout")
            }
            .frame(width: 300)
        }
    }

    @Test func sliderDragChangesItsBoundValue() throws {
        let log = Log()
        let host = HeadlessHost(SliderRoot(log: log))
        let track = try #require(bounds(host, "slider"))
        #expect(track.width == 300 && track.height == 28)
        // The thumb (28 points) starts at the leading end; drag it to the trailing end.
        #expect(host.drag(from: CGPoint(x: track.minX + 14, y: track.midY), to: CGPoint(x: track.maxX - 14, y: track.midY)))
        #expect(host.displayList.item(withID: "readout")?.text == "value 100.0")
        #expect(log.events == ["editing true", "editing false"])
        // A press halfway along the track moves the thumb there; the drag follows the pointer past the end.
        host.pointerDown(at: CGPoint(x: track.midX, y: track.midY))
        #expect(host.displayList.item(withID: "readout")?.text == "value 50.0")
        host.pointerMoved(to: CGPoint(x: track.minX + 14 + 0.25 * 272, y: track.midY + 40))
        #expect(host.displayList.item(withID: "readout")?.text == "value 25.0")
        host.pointerMoved(to: CGPoint(x: track.minX - 50, y: track.midY))
        #expect(host.displayList.item(withID: "readout")?.text == "value 0.0")
        host.pointerUp(at: CGPoint(x: track.minX - 50, y: track.midY))
        #expect(!host.pointerMoved(to: CGPoint(x: track.maxX, y: track.midY)), "no drag after the release")
        #expect(host.displayList.item(withID: "readout")?.text == "value 0.0")
        #expect(host.warnings.isEmpty)
    }

    @Test func sliderDrawsItsThumbAtTheValue() throws {
        struct Root: View {
            @State var value = 0.25
            var body: some View { Slider(value: $value).frame(width: 228).testID("slider") }
        }
        let host = HeadlessHost(Root())
        let items = host.displayList.items(withID: "slider")
        let thumb = try #require(items.first { if case .shape(.circle, _) = $0.content { return true }; return false })
        let track = try #require(bounds(host, "slider"))
        // 200 points of travel between the thumb's two end positions.
        #expect(abs(thumb.center.x - (track.minX + 14 + 50)) < 0.01)
        #expect(thumb.color == Color.white.resolved)
    }

    @Test func sliderSnapsToItsStep() throws {
        let log = Log()
        let host = HeadlessHost(SliderRoot(range: 0...10, step: 2, log: log))
        let track = try #require(bounds(host, "slider"))
        host.drag(from: CGPoint(x: track.minX + 14, y: track.midY), to: CGPoint(x: track.minX + 14 + 0.45 * 272, y: track.midY))
        #expect(host.displayList.item(withID: "readout")?.text == "value 4.0")
        host.drag(from: CGPoint(x: track.minX + 14, y: track.midY), to: CGPoint(x: track.minX + 14 + 0.55 * 272, y: track.midY))
        #expect(host.displayList.item(withID: "readout")?.text == "value 6.0")
    }

    @Test func sliderWithAnEmptyRangeWarnsAndTheAppGoesOn() throws {
        let log = Log()
        let host = HeadlessHost(SliderRoot(value: 5, range: 5...5, log: log))
        #expect(host.warnings.contains { $0.contains("Slider range") && $0.contains("empty") })
        let track = try #require(bounds(host, "slider"))
        host.drag(from: CGPoint(x: track.minX + 14, y: track.midY), to: CGPoint(x: track.maxX, y: track.midY))
        #expect(host.displayList.item(withID: "readout")?.text == "value 5.0")
        #expect(log.events.isEmpty)
        host.advance(by: 0.5)
        #expect(host.displayList.item(withID: "readout") != nil)
    }

    @Test func pointerDownOutsideDraggableViewsTaps() {
        struct Root: View {
            @State var count = 0
            var body: some View { Button("count \(count)") { count += 1 }.testID("button") }
        }
        let host = HeadlessHost(Root())
        let centre = host.displayList.item(withID: "button")!.center
        #expect(host.pointerDown(at: centre))
        #expect(!host.pointerUp(at: centre))
        #expect(host.displayList.item(withID: "button")?.text == "count 1")
    }

    private enum Flavor: String, CaseIterable { case vanilla, chocolate, mint }

    @Test func segmentedPickerTapsChangeTheSelection() throws {
        struct Root: View {
            @State var flavor = Flavor.vanilla
            var body: some View {
                VStack {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    .testID("picker")
                    Text("chose \(flavor.rawValue)").testID("readout")
                }
                .frame(width: 300)
            }
        }
        let host = HeadlessHost(Root())
        let picker = try #require(bounds(host, "picker"))
        #expect(abs(picker.width - 300) < 0.5)
        // Three equal segments, each with its title centred.
        let titles = Flavor.allCases.map { host.displayList.item(text: $0.rawValue)! }
        for (i, title) in titles.enumerated() {
            #expect(abs(title.frame.midX - (picker.minX + 2 + 296 * (Double(i) + 0.5) / 3)) < 1)
        }
        func highlight() -> CGRect? {
            host.displayList.items.first { $0.content == .shape(.roundedRectangle(cornerSize: CGSize(width: 7, height: 7)), paint: .fill) && $0.color == Color.white.resolved }?.frame
        }
        #expect(try #require(highlight()).contains(titles[0].center))
        host.tap(at: titles[1].center)
        #expect(host.displayList.item(withID: "readout")?.text == "chose chocolate")
        // The highlight cross-fades to the new segment over 0.2 s.
        host.advance(by: 0.1)
        let fading = host.displayList.items.filter { $0.content == .shape(.roundedRectangle(cornerSize: CGSize(width: 7, height: 7)), paint: .fill) }
        #expect(fading.count == 2 && fading.allSatisfy { $0.opacity > 0.2 && $0.opacity < 0.8 })
        host.advance(by: 0.2)
        #expect(try #require(highlight()).contains(titles[1].center))
        #expect(host.displayList.items.filter { $0.content == .shape(.roundedRectangle(cornerSize: CGSize(width: 7, height: 7)), paint: .fill) }.count == 1)
        // A tap between the titles, still on the third segment, selects it.
        host.tap(at: CGPoint(x: picker.maxX - 6, y: picker.midY))
        #expect(host.displayList.item(withID: "readout")?.text == "chose mint")
    }

    @Test func pickerWithAnUntaggedSelectionWarnsAndGoesOn() throws {
        struct Root: View {
            @State var name = "none"
            var body: some View {
                VStack {
                    Picker("Name", selection: $name) {
                        ForEach(["a", "b"], id: \.self) { Text($0).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    Text("chose \(name)").testID("readout")
                }
            }
        }
        let host = HeadlessHost(Root())
        #expect(host.warnings.contains { $0.contains("Picker: the selection \"none\" is invalid") })
        host.tap(at: host.displayList.item(text: "b")!.center)
        #expect(host.displayList.item(withID: "readout")?.text == "chose b")
    }

    @Test func inlinePickerChecksTheSelectedRow() throws {
        struct Root: View {
            @State var flavor = Flavor.mint
            var body: some View {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.inline)
                .frame(width: 200)
            }
        }
        let host = HeadlessHost(Root())
        func check() -> DisplayItem? { host.displayList.item(text: "✓") }
        let mint = try #require(host.displayList.item(text: "mint"))
        #expect(abs(try #require(check()).center.y - mint.center.y) < 1)
        let vanilla = try #require(host.displayList.item(text: "vanilla"))
        // A tap anywhere on the row, not only on its title, chooses it.
        host.tap(at: CGPoint(x: vanilla.frame.maxX + 40, y: vanilla.center.y))
        #expect(abs(try #require(check()).center.y - vanilla.center.y) < 1)
    }

    @Test func sectionOutsideAFormStacksHeaderContentAndFooter() throws {
        let host = HeadlessHost(Section {
            Text("body")
        } header: {
            Text("HEAD")
        } footer: {
            Text("foot")
        })
        let head = try #require(host.displayList.item(text: "HEAD"))
        let body = try #require(host.displayList.item(text: "body"))
        let foot = try #require(host.displayList.item(text: "foot"))
        #expect(head.frame.maxY <= body.frame.minY && body.frame.maxY <= foot.frame.minY)
        if case .text(_, let font, _) = head.content { #expect(font.size == 13) }
        #expect(head.color == Color.secondary.resolved && body.color != Color.secondary.resolved)
    }

    @Test func formWithASingleRowAndASingleRowSection() throws {
        let host = HeadlessHost(Form {
            Section("Only") { Text("one") }
        }, size: CGSize(width: 375, height: 400))
        let one = try #require(host.displayList.item(text: "one"))
        #expect(one.frame.minX == 36)
        #expect(try #require(host.displayList.item(text: "Only")).frame.maxY < one.frame.minY)
        let single = HeadlessHost(Form { Text("alone") }, size: CGSize(width: 375, height: 400))
        #expect(try #require(single.displayList.item(text: "alone")).frame.minX == 36)
    }

    @Test func menuPickerUnfoldsItsOptionsAndFoldsOnChoice() throws {
        struct Root: View {
            @State var flavor = Flavor.vanilla
            var body: some View {
                Form {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                    }
                    Text("chose \(flavor.rawValue)").testID("readout")
                }
            }
        }
        let host = HeadlessHost(Root(), size: CGSize(width: 375, height: 600))
        // Folded: the label and the selected option only.
        #expect(host.displayList.item(text: "vanilla") != nil)
        #expect(host.displayList.item(text: "chocolate") == nil)
        let label = try #require(host.displayList.item(text: "Flavor"))
        #expect(abs(host.displayList.item(text: "vanilla")!.frame.maxX - (375 - 36 - 6 - host.displayList.item(text: "▾")!.frame.width)) < 1,
                "the selection sits at the trailing end of the row")
        host.tap(at: label.center)
        host.advance(by: 0.3)
        let options = host.displayList.items.filter { ["vanilla", "chocolate", "mint"].contains($0.text ?? "") }
        #expect(options.count == 4, "the folded selection and three rows")
        let row = try #require(options.last { $0.text == "chocolate" })
        host.tap(at: row.center)
        host.advance(by: 0.3)
        #expect(host.displayList.item(withID: "readout")?.text == "chose chocolate")
        #expect(host.displayList.item(text: "mint") == nil, "folded again")
        #expect(host.displayList.item(text: "chocolate") != nil)
    }

    @Test func formRowsSitOnACardWithSeparatorsUnderTheNavigationTitle() throws {
        struct Root: View {
            @State var on = false
            var body: some View {
                NavigationView {
                    Form {
                        Toggle("Wi-Fi", isOn: $on)
                        LabeledContent("Version", value: "1.0")
                        Section("About") {
                            Text("Kinetic")
                            Text("Linux")
                        }
                    }
                    .navigationTitle("Settings")
                }
            }
        }
        let host = HeadlessHost(Root(), size: CGSize(width: 375, height: 667))
        host.update()
        let title = try #require(host.displayList.item(text: "Settings"))
        #expect(title.frame.minX == 20)
        if case .text(_, let font, _) = title.content { #expect(font.size == 34 && font.weight == .bold) }
        let cards = host.displayList.items.filter {
            $0.content == .shape(.roundedRectangle(cornerSize: CGSize(width: 10, height: 10)), paint: .fill) && $0.color == Color.white.resolved
        }
        #expect(cards.count == 2, "loose rows, then the section")
        let wifi = try #require(host.displayList.item(text: "Wi-Fi"))
        let version = try #require(host.displayList.item(text: "Version"))
        let value = try #require(host.displayList.item(text: "1.0"))
        #expect(cards[0].frame.minX == 20 && cards[0].frame.width == 335)
        #expect(cards[0].frame.minY > title.frame.maxY)
        #expect(cards[0].frame.contains(wifi.center) && cards[0].frame.contains(version.center))
        #expect(wifi.frame.minX == 36 && version.frame.minX == 36)
        #expect(abs(value.frame.maxX - (375 - 36)) < 0.5, "the value sits at the trailing end")
        #expect(value.color == Color.secondary.resolved)
        let header = try #require(host.displayList.item(text: "About"))
        #expect(header.frame.maxY < cards[1].frame.minY && header.color == Color.secondary.resolved)
        #expect(cards[1].frame.contains(host.displayList.item(text: "Kinetic")!.center))
        #expect(cards[1].frame.contains(host.displayList.item(text: "Linux")!.center))
        // A hairline between the two rows of each card.
        let lines = host.displayList.items.filter { $0.frame.height == 0.5 }
        #expect(lines.count == 2)
        // Rows are at least 44 points apart.
        #expect(version.frame.midY - wifi.frame.midY >= 44)
        // The toggle in its row still toggles.
        host.tap(at: wifi.center)
        #expect(host.displayList.items.contains { $0.content == .shape(.capsule, paint: .fill) && $0.color == Color.green.resolved })
    }

    @Test func listRowsFollowTheirData() throws {
        struct Item: Identifiable { var id: Int; var shown: Bool }
        struct Root: View {
            @State var items = [Item(id: 1, shown: true), Item(id: 2, shown: false), Item(id: 3, shown: true)]
            var body: some View {
                VStack {
                    List(items) { item in
                        if item.shown { Text("row \(item.id)") }
                    }
                    Button("show 2") { items[1].shown = true }.testID("show")
                }
            }
        }
        let host = HeadlessHost(Root(), size: CGSize(width: 375, height: 600))
        let one = try #require(host.displayList.item(text: "row 1"))
        let three = try #require(host.displayList.item(text: "row 3"))
        #expect(host.displayList.item(text: "row 2") == nil)
        #expect(abs((three.frame.midY - one.frame.midY) - 44) < 1, "an empty row takes no space")
        host.tap(id: "show")
        host.advance(by: 1)
        let two = try #require(host.displayList.item(text: "row 2"))
        #expect(two.frame.midY > host.displayList.item(text: "row 1")!.frame.midY && two.frame.midY < host.displayList.item(text: "row 3")!.frame.midY)
    }
}
}
