import Foundation
import Kinetic

/// The viewer's whole interface around the scene: top bar, side panel (time, tuning, inspector),
/// status line, and the scene list and help overlays. The scene itself is drawn by its own host
/// in ``ViewerLayout/sceneRect``, which this view leaves empty (and transparent to clicks).
struct ViewerChrome<Inspector: View>: View {
    var model: ViewerModel
    var actions: ViewerActions
    var shortcuts: [ViewerShortcut]
    var inspector: Inspector

    var body: some View {
        let layout = ViewerLayout(size: model.windowSize)
        return VStack(spacing: 0) {
            TopBar(model: model, actions: actions).frame(height: ViewerLayout.topBarHeight)
            HStack(spacing: 0) {
                Color.clear.allowsHitTesting(false)
                SidePanel(model: model, actions: actions, inspector: inspector)
                    .frame(width: layout.sidePanelWidth)
                    .frame(maxHeight: .infinity, alignment: .top)
                    .background(ChromePalette.panel)
            }
            TimelineStrip(model: model, actions: actions).frame(height: ViewerLayout.timelineHeight)
            StatusLine(model: model).frame(height: ViewerLayout.statusHeight)
        }
        .frame(width: model.windowSize.width, height: model.windowSize.height)
        .overlay(alignment: .topLeading) {
            if model.showsList {
                SceneList(model: model, actions: actions).padding(.top, ViewerLayout.topBarHeight + 8).padding(.leading, 12)
            }
        }
        .overlay {
            if model.showsHelp { HelpOverlay(shortcuts: shortcuts) }
        }
    }
}

/// Scene switching, speed and pause.
private struct TopBar: View {
    var model: ViewerModel
    var actions: ViewerActions

    var body: some View {
        HStack(spacing: 6) {
            ChromeButton("◀") { actions.select(model.sceneIndex - 1) }
            ChromeButton("▶") { actions.select(model.sceneIndex + 1) }
            ChromeButton("Scenes", isOn: model.showsList) { model.showsList.toggle(); model.showsHelp = false }
            ChromeText("\(model.sceneIndex + 1)/\(model.titles.count)  \(model.titles[model.sceneIndex])")
                .lineLimit(2)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.leading, 4)
                .testID("scene-title")
            ForEach(ViewerLayout(size: model.windowSize).topBarSpeedPresets, id: \.self) { preset in
                ChromeButton(ViewerModel.speedText(preset), isOn: abs(model.timeScale - preset) < 1e-9) { model.timeScale = preset }
            }
            ChromeButton(model.isPaused ? "▶ resume" : "❚❚ pause", isOn: model.isPaused) { model.isPaused.toggle() }
            ChromeButton("step") { actions.step() }
            ChromeButton("restart") { actions.restart() }
            ChromeButton("?", isOn: model.showsHelp) { model.showsHelp.toggle(); model.showsList = false }
        }
        .padding(.horizontal, 8)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(ChromePalette.bar)
    }
}

/// The side panel: time, spring tuning and the inspector.
private struct SidePanel<Inspector: View>: View {
    var model: ViewerModel
    var actions: ViewerActions
    var inspector: Inspector

    /// The width of the labels before the panel's sliders: the widest, "speed 0.05×  · paused", on
    /// one line (at 130 "speed 0.5×  · paused" broke over two, found walking the viewer).
    static var labelWidth: CGFloat { 165 }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ChromeText("Time", color: ChromePalette.secondaryText, size: 12)
            HStack {
                ChromeText("speed \(ViewerModel.speedText(model.timeScale))" + (model.isPaused ? "  · paused" : ""))
                    .frame(width: Self.labelWidth, alignment: .leading)
                    .testID("speed-label")
                // Logarithmic, the presets evenly spread along it (0.05 … 0.1 0.25 0.5 1 2 … 4).
                Slider(value: Binding(get: { ViewerModel.sliderPosition(for: model.timeScale) },
                                      set: { model.timeScale = ViewerModel.speed(atSliderPosition: $0) }),
                       in: ViewerModel.sliderRange)
                    .testID("speed-slider")
            }
            ChromeText("Spring tuning", color: ChromePalette.secondaryText, size: 12).padding(.top, 6)
            Toggle(isOn: Binding(get: { model.tuning.replacesAnimations }, set: { model.tuning.replacesAnimations = $0 })) {
                ChromeText("Replace every animation").layoutPriority(1)  // one line beside the switch
            }
            .testID("replace-toggle")
            HStack {
                ChromeText(String(format: "duration %.2f s", model.tuning.duration)).frame(width: Self.labelWidth, alignment: .leading)
                Slider(value: Binding(get: { model.tuning.duration }, set: { model.tuning.duration = $0 }),
                       in: PreviewTuning.durationRange)
                    .testID("duration-slider")
            }
            HStack {
                ChromeText(String(format: "bounce %.2f", model.tuning.bounce)).frame(width: Self.labelWidth, alignment: .leading)
                Slider(value: Binding(get: { model.tuning.bounce }, set: { model.tuning.bounce = $0 }),
                       in: PreviewTuning.bounceRange)
                    .testID("bounce-slider")
            }
            HStack {
                ChromeText(model.tuning.swiftCode, color: model.tuning.replacesAnimations ? ChromePalette.accent : ChromePalette.secondaryText,
                           size: 12)
                    .frame(maxWidth: .infinity, alignment: .leading)
                // A/B: the scene run again with every animation the tuned spring, drawn as a ghost.
                ChromeButton("compare", isOn: model.comparesTuning) { model.comparesTuning.toggle() }.testID("compare")
                ChromeButton("copy") { actions.copyCode() }
            }
            if !InspectorPanel.showsCompactList(model) {
                ChromeText("Inspector", color: ChromePalette.secondaryText, size: 12).padding(.top, 6)
            }
            inspector.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        .padding(10)
    }
}

/// The timeline strip under the scene: the last ten seconds of the scene's course with its inputs
/// marked, a draggable playhead (dragging runs the scene again to that instant), and the record button.
private struct TimelineStrip: View {
    var model: ViewerModel
    var actions: ViewerActions

    var body: some View {
        let timeline = model.timeline
        let range = timeline.range
        let recording = timeline.recordingStart != nil
        return HStack(spacing: 8) {
            ChromeButton(recording ? "■ stop" : "● rec", isOn: recording) { actions.record() }
                .testID("record-button")
            ChromeText(String(format: "%.2f s", timeline.now), size: 12).frame(width: 64, alignment: .trailing)
                .testID("timeline-time")
            ZStack(alignment: .leading) {
                TimelineMarks(timeline: timeline)
                Slider(value: Binding(get: { model.timeline.now }, set: { actions.scrub($0) }), in: range,
                       onEditingChanged: { actions.dragTimeline($0) })
                    .testID("timeline")
            }
            VStack(alignment: .leading, spacing: 0) {
                ChromeText(String(format: "%.0f–%.0f s", range.lowerBound, range.upperBound), color: ChromePalette.secondaryText, size: 11)
                if timeline.marks.isEmpty {
                    ChromeText("▮ input", color: ChromePalette.warning, size: 11)
                } else {
                    // The track view's legend: what the boundary at the playhead is. The view's name
                    // is a text of its own, so an emoji name is drawn as an emoji.
                    let label = timeline.markLabel ?? "▮ phase ▮ keyframe"
                    let split = label.range(of: " · ")?.lowerBound ?? label.startIndex
                    HStack(spacing: 0) {
                        if split > label.startIndex { ChromeText(String(label[..<split]), color: ChromePalette.track, size: 11) }
                        ChromeText(String(label[split...]), color: ChromePalette.track, size: 11)
                    }
                    .testID("timeline-mark")
                }
            }
            .frame(width: timeline.marks.isEmpty ? 64 : 240, alignment: .leading)
        }
        .lineLimit(1)
        .padding(.horizontal, 10)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(ChromePalette.panel)
    }
}

/// The marks behind the timeline's playhead: each input as a tick along the top, the recorded stretch
/// as a band, and the track view: the scene's phase changes and keyframe runs as lines, each
/// track's keyframes as ticks in rows along the bottom.
private struct TimelineMarks: View {
    var timeline: TimelineState

    var body: some View {
        GeometryReader { proxy in
            let range = timeline.range
            let width = proxy.size.width
            let x = { (t: TimeInterval) -> CGFloat in CGFloat((t - range.lowerBound) / (range.upperBound - range.lowerBound)) * width }
            ZStack(alignment: .topLeading) {
                if let start = timeline.recordingStart {
                    Rectangle().fill(ChromePalette.recording.opacity(0.35))
                        .frame(width: max(2, x(timeline.end) - x(max(start, range.lowerBound))), height: proxy.size.height)
                        .offset(x: x(max(start, range.lowerBound)))
                }
                ForEach(Array(Set(timeline.inputs.filter { range.contains($0) })).sorted().suffix(200), id: \.self) { t in
                    Rectangle().fill(ChromePalette.warning).frame(width: 2, height: 8).offset(x: x(t) - 1)
                }
                // The track view: phase changes and keyframe runs' starts as full-height lines,
                // each keyframe as a short tick in its track's row along the bottom edge.
                ForEach(timeline.marks, id: \.self) { mark in
                    if mark.kind == .keyframe {
                        Rectangle().fill(ChromePalette.keyframe).frame(width: 2, height: 4)
                            .offset(x: x(mark.time) - 1, y: proxy.size.height - 4 - CGFloat(min(mark.track, 3)) * 5)
                    } else {
                        Rectangle().fill(ChromePalette.track.opacity(mark.kind == .phase ? 0.8 : 0.5))
                            .frame(width: 1, height: proxy.size.height - 9)
                            .offset(x: x(mark.time), y: 9)
                    }
                }
            }
        }
        .allowsHitTesting(false)
    }
}

/// The status line: the latest message, else the main keys.
private struct StatusLine: View {
    var model: ViewerModel

    var body: some View {
        HStack {
            if let status = model.status {
                ChromeText(status.text, color: ChromePalette.warning).layoutPriority(1)
            } else {
                // First claim on the line's width (beside the spacer it was offered half: cut at 800 px).
                ChromeText("click the scene · ← → scenes · p pause · . , step · [ ] speed · r record · 0 restart · c copy · h help",
                           color: ChromePalette.secondaryText, size: 12)
                    .layoutPriority(1)
                    .testID("key-hints")
            }
            Spacer(minLength: 0)
        }
        .lineLimit(1)
        .padding(.horizontal, 10)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(ChromePalette.bar)
    }
}

/// The scene list: click a scene to show it.
private struct SceneList: View {
    var model: ViewerModel
    var actions: ViewerActions

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ChromeText("Scenes", size: 15).padding(.bottom, 4)
            ForEach(0..<model.titles.count) { index in
                Button { actions.select(index) } label: {
                    HStack(spacing: 8) {
                        ChromeText("\(index + 1)", color: ChromePalette.accent).frame(width: 22, alignment: .trailing)
                        ChromeText(model.titles[index])
                    }
                    .padding(.vertical, 3).padding(.horizontal, 6)
                    .frame(width: 440, alignment: .leading)
                    .background(index == model.sceneIndex ? ChromePalette.selected : Color.clear)
                }
            }
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 8).fill(ChromePalette.bar))
    }
}

/// A key and what it does, for the help overlay.
nonisolated struct ViewerShortcut: Equatable {
    var keys: String
    var action: String
}

/// The help overlay: every shortcut; a click or Esc closes it.
private struct HelpOverlay: View {
    var shortcuts: [ViewerShortcut]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ChromeText("Keys", size: 15).padding(.bottom, 4)
            ForEach(0..<shortcuts.count) { index in
                HStack(alignment: .top, spacing: 10) {
                    ChromeText(shortcuts[index].keys, color: ChromePalette.accent).frame(width: 120, alignment: .leading)
                    ChromeText(shortcuts[index].action).frame(width: 420, alignment: .leading)
                }
            }
            ChromeText("click anywhere or Esc to close", color: ChromePalette.secondaryText, size: 12).padding(.top, 6)
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 10).fill(ChromePalette.bar))
    }
}
