import PopupKitCore
import PopupKitPresentation

/// Completions wait for the screen: a dismissed notice's completions run once it
/// has left (its `left` event), as Toast-Swift's and SVProgressHUD's run after
/// their fade-out.
extension PopupCenter {
    /// Runs `completion` once the notice `id` of `lane` is off the screen: when
    /// it has left, if it is fading out now, else at once.
    func whenOffScreen(_ id: NoticeID, lane: Lane, _ completion: @escaping PopupCenter.Completion, outcome: Outcome) {
        let key = NoticeKey(lane: lane, id: id)
        guard var queue = leaving[key], !queue.isEmpty else { return completion(outcome) }
        queue[queue.count - 1].completions.append(completion)
        leaving[key] = queue
    }

    /// A dismissed notice has left the screen: its completions run, oldest
    /// dismissal first (an id shown again while its old showing fades is a second
    /// entry).
    func finishLeaving(_ key: NoticeKey) {
        guard var queue = leaving[key], !queue.isEmpty else { return }
        let done = queue.removeFirst()
        leaving[key] = queue.isEmpty ? nil : queue
        for completion in done.completions { completion(done.outcome) }
    }
}
