import Foundation
import Kinetic
import KineticInspector
import KineticSDL

/// `r`: recording the shown scene's run over a window of its time, written as the same files as
/// `record` writes (``SceneRecording``).
extension PreviewViewer {
    /// `r`: starts recording the shown scene, or stops and saves the recording under way.
    func toggleRecording(untilSettled: Bool) {
        if recording != nil {
            stopRecording(ending: "stopped with r")
            return
        }
        recording = ActiveRecording(scene: model.sceneIndex, start: currentSession.host.time, untilSettled: untilSettled)
        show(untilSettled ? "● recording until everything has settled (r stops it sooner)" : "● recording: r stops and saves")
    }

    /// Stops the recording under way and writes it: the scene run again from its start with every
    /// input so far, over the recorded window.
    /// - Returns: the folder written, nil when nothing was recording or it could not be written (said on screen).
    @discardableResult
    func stopRecording(ending: String) -> URL? {
        guard let active = recording else { return nil }
        recording = nil
        guard let session = slots[active.scene]?.session else { return nil }
        let end = session.host.time
        var run = SceneRecording(scene: scenes[active.scene], inputs: session.inputs.filter { $0.time <= end + 1e-12 },
                                 start: active.start, end: end, size: session.initialSize, ending: ending)
        let folder = SceneRecording.freshFolder(in: recordingsFolder, name: scenes[active.scene].name, date: Date())
        do {
            let fonts = try self.fonts ?? FontLibrary()
            self.fonts = fonts
            try run.write(to: folder, fonts: fonts)
            savedRecordings.append(folder)
            // Where it went first, relative to the working folder when under it: the status line is
            // one line, and an absolute path pushed the folder's own name out of it.
            show("saved \(FileErrorReason.displayPath(folder)) (\(String(format: "%.2f", active.start)) → \(String(format: "%.2f", end)) s, \(ending))", for: 6)
            updateTimeline()
            return folder
        } catch {
            show("the recording could not be written: \(FileErrorReason.words(error))")
            return nil
        }
    }

    /// The window is closing: a recording under way is saved.
    func finish() {
        stopRecording(ending: "stopped by quitting")
    }
}
