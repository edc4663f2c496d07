import Foundation
import Kinetic
import KineticInspector
import KineticSDL

/// `kinetic preview`'s reload: a save builds the package again; a good build ends the loop with a
/// snapshot of the shown run, which the new program starts from.
extension PreviewViewer {
    /// A save started a build, or a build ended: the status line says so (an error stays until
    /// the next good build), and a good build ends the loop with a snapshot to start from.
    func reloadDidChange(_ event: PreviewReload.Event) {
        needsRedraw = true
        let tell = { (text: String) in FileHandle.standardError.write(Data("\(KineticViewer.programName): \(text)\n".utf8)) }
        switch event {
        case .building:
            model.status = ("saved: building the previews…", .infinity)
            tell("a source file changed: building the previews")
        case .failed(let message):
            model.status = ("build error: \(message)", .infinity)
            tell("build error: \(message) (the last good scene goes on)")
        case .rebuilt:
            var snapshot = snapshot()
            snapshot.savedAt = reload?.buildStarted ?? Date().timeIntervalSince1970
            snapshot.builtAt = Date().timeIntervalSince1970
            tell(String(format: "built in %.2f s: reopening with the new code", snapshot.builtAt - snapshot.savedAt))
            restartSnapshot = snapshot
            wantsToQuit = true
        }
    }

    /// The shown scene as a run from its start to now, with the speed and whether it is paused.
    func snapshot() -> ViewerSnapshot {
        let session = currentSession, time = session.host.time, scene = scenes[model.sceneIndex]
        let run = SceneRunFile(scene: scene.name, title: scene.title, width: Int(session.initialSize.width), height: Int(session.initialSize.height),
                               frameRate: 60, start: time, end: time, ending: "reloaded",
                               script: session.inputs.filter { $0.time <= time + 1e-12 })
        return ViewerSnapshot(run: run, timeScale: model.timeScale, isPaused: model.isPaused, savedAt: 0, builtAt: 0,
                              selection: session.inspector.selectedEntry?.name.description)
    }

    /// Starts from `snapshot` (a reload): its scene run again to where it was, at its speed.
    func restore(_ snapshot: ViewerSnapshot) throws {
        try load(snapshot.run)
        if let selection = snapshot.selection { currentSession.inspector.select(describedAs: selection) }
        model.timeScale = snapshot.timeScale
        model.isPaused = snapshot.isPaused
        show("reloaded: \(scenes[model.sceneIndex].title) at \(String(format: "%.2f", snapshot.run.end)) s, with the new code")
        guard snapshot.savedAt > 0 else { return }  // not a reload's (no save to time it from)
        let now = Date().timeIntervalSince1970
        FileHandle.standardError.write(Data(String(format: "%@: reopened %.2f s after the save (build %.2f s, the viewer's own %.2f s)\n",
                                                   KineticViewer.programName, now - snapshot.savedAt, snapshot.builtAt - snapshot.savedAt,
                                                   now - snapshot.builtAt).utf8))
    }
}
