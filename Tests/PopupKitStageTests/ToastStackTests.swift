import PopupKit
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Toasts above the keyboard, several toasts at one position, and stacks too tall
/// for the screen. Phone container: toast bounds y 57…800 without a keyboard.
/// "One"/"Two": 3 × 9.6 = 28.8 → box 48.8 × 39.2; "Three": 5 × 9.6 = 48 → box 68 × 39.2.
@Suite struct ToastStackTests {
    private func toasts(_ position: ToastPosition) -> [ScreenNotice] {
        ["One", "Two", "Three"].enumerated().map { index, text in
            screenItem(NoticeID(text), .toast(Toast(message: text, position: position)), order: UInt64(index + 1))
        }
    }

    @Test(arguments: WritingDirection.allCases)
    func bottomToastRisesAboveTheKeyboard(direction: WritingDirection) {
        // Keyboard 300 > safe bottom 34: available (0, 47, 390, 497), toast bounds y 57…534.
        // "Saved" 68 × 39.2: y = 534 − 39.2 = 494.8; x = 161.
        let layout = layoutOne(.toast(Toast(message: "Saved", position: .bottom)), in: phone(direction, keyboard: 300))
        expectRect(layout?.frame, Rect(x: 161, y: 494.8, width: 68, height: 39.2))
    }

    @Test(arguments: WritingDirection.allCases)
    func centerToastCentresAboveTheKeyboard(direction: WritingDirection) {
        // Available (0, 47, 390, 497): midY 47 + 248.5 = 295.5; y = 295.5 − 19.6 = 275.9.
        let layout = layoutOne(.toast(Toast(message: "Saved", position: .center)), in: phone(direction, keyboard: 300))
        expectRect(layout?.frame, Rect(x: 161, y: 275.9, width: 68, height: 39.2))
    }

    @Test(arguments: WritingDirection.allCases)
    func keyboardLowerThanTheSafeAreaChangesNothing(direction: WritingDirection) {
        // Keyboard 20 < safe bottom 34: the toast stays at 800 − 39.2 = 760.8.
        let layout = layoutOne(.toast(Toast(message: "Saved", position: .bottom)), in: phone(direction, keyboard: 20))
        expectRect(layout?.frame, Rect(x: 161, y: 760.8, width: 68, height: 39.2))
    }

    @Test(arguments: WritingDirection.allCases)
    func bottomStackNewestNearestTheEdge(direction: WritingDirection) {
        // Each wants y = 800 − 39.2 = 760.8. Newest ("Three", shown last) at the edge:
        // Three 760.8; Two 760.8 − 8 − 39.2 = 713.6; One 713.6 − 47.2 = 666.4.
        // x: One/Two 195 − 24.4 = 170.6, Three 161.
        let layouts = layout(toasts(.bottom), in: phone(direction))
        #expect(layouts.map(\.id) == ["One", "Two", "Three"])
        guard layouts.count == 3 else { return }
        expectRect(layouts[0].frame, Rect(x: 170.6, y: 666.4, width: 48.8, height: 39.2), "One")
        expectRect(layouts[1].frame, Rect(x: 170.6, y: 713.6, width: 48.8, height: 39.2), "Two")
        expectRect(layouts[2].frame, Rect(x: 161, y: 760.8, width: 68, height: 39.2), "Three")
        expectRect(layouts[0].toastParts?.message?.frame, Rect(x: 180.6, y: 676.4, width: 28.8, height: 19.2), "One's message")
    }

    @Test(arguments: WritingDirection.allCases)
    func newestFarthestFromTheEdgeWhenNewestNearestEdgeIsOff(direction: WritingDirection) {
        // The frames of bottomStackNewestNearestTheEdge, the order reversed: the
        // oldest ("One") at the edge, 760.8; Two 713.6; the newest ("Three") 666.4.
        var styles = StyleSheet()
        styles.toast.newestNearestEdge = false
        let bottom = layout(toasts(.bottom), in: phone(direction), styles: styles)
        #expect(bottom.map(\.id) == ["One", "Two", "Three"])
        guard bottom.count == 3 else { return }
        expectRect(bottom[0].frame, Rect(x: 170.6, y: 760.8, width: 48.8, height: 39.2), "One")
        expectRect(bottom[1].frame, Rect(x: 170.6, y: 713.6, width: 48.8, height: 39.2), "Two")
        expectRect(bottom[2].frame, Rect(x: 161, y: 666.4, width: 68, height: 39.2), "Three")
        // Top toasts: the oldest nearest the top edge, each newer one below it.
        let top = layout(toasts(.top), in: phone(direction), styles: styles).map(\.frame.minY)
        let defaultTop = layout(toasts(.top), in: phone(direction)).map(\.frame.minY)
        #expect(top.count == 3 && top[0] < top[1] && top[1] < top[2], "\(top)")
        #expect(defaultTop.count == 3 && defaultTop[0] > defaultTop[1] && defaultTop[1] > defaultTop[2], "\(defaultTop)")
        // A toast's own style does not reorder the lane's stack.
        var own = ToastStyle()
        own.newestNearestEdge = false
        let items = ["One", "Two", "Three"].enumerated().map { index, text in
            var toast = Toast(message: text, position: .bottom)
            toast.style = own
            return screenItem(NoticeID(text), .toast(toast), order: UInt64(index + 1))
        }
        #expect(layout(items, in: phone(direction)).map(\.frame.minY) == layout(toasts(.bottom), in: phone(direction)).map(\.frame.minY))
    }

    @Test(arguments: WritingDirection.allCases)
    func engineScreenStacksTheSameWay(direction: WritingDirection) {
        // The same three toasts submitted to an engine 0.1 s apart: its screen gives
        // the stacking order, so the frames are those of bottomStackNewestNearestTheEdge.
        var engine = NoticeEngine()
        for (index, text) in ["One", "Two", "Three"].enumerated() {
            engine.send(.submit(Notice(id: NoticeID(text), .toast(Toast(message: text)))), now: Instant(seconds: 0.1 * Double(index)))
        }
        let screen = engine.screen
        #expect(screen.map(\.id) == ["One", "Two", "Three"])
        let frames = layout(screen, in: phone(direction)).map(\.frame)
        guard frames.count == 3 else { return }
        expectRect(frames[0], Rect(x: 170.6, y: 666.4, width: 48.8, height: 39.2), "One")
        expectRect(frames[1], Rect(x: 170.6, y: 713.6, width: 48.8, height: 39.2), "Two")
        expectRect(frames[2], Rect(x: 161, y: 760.8, width: 68, height: 39.2), "Three")
    }

    @Test(arguments: WritingDirection.allCases)
    func topStackNewestNearestTheEdge(direction: WritingDirection) {
        // Each wants y = 57. Newest first: Three 57; Two 57 + 39.2 + 8 = 104.2; One 151.4.
        let layouts = layout(toasts(.top), in: phone(direction))
        guard layouts.count == 3 else { Issue.record("got \(layouts.count) layouts"); return }
        expectRect(layouts[2].frame, Rect(x: 161, y: 57, width: 68, height: 39.2), "Three")
        expectRect(layouts[1].frame, Rect(x: 170.6, y: 104.2, width: 48.8, height: 39.2), "Two")
        expectRect(layouts[0].frame, Rect(x: 170.6, y: 151.4, width: 48.8, height: 39.2), "One")
    }

    @Test(arguments: WritingDirection.allCases)
    func stackOrderFollowsShowOrderNotScreenOrder(direction: WritingDirection) {
        // The same bottom stack given newest first: frames follow showOrder, the
        // result follows the given order.
        let layouts = layout(toasts(.bottom).reversed(), in: phone(direction))
        #expect(layouts.map(\.id) == ["Three", "Two", "One"])
        guard layouts.count == 3 else { return }
        expectRect(layouts[0].frame, Rect(x: 161, y: 760.8, width: 68, height: 39.2), "Three")
        expectRect(layouts[2].frame, Rect(x: 170.6, y: 666.4, width: 48.8, height: 39.2), "One")
    }

    @Test(arguments: WritingDirection.allCases)
    func positionsDoNotDisturbEachOther(direction: WritingDirection) {
        // One toast at each position, far apart: each stays where it wants to be.
        // top y 57; center y 428.5 − 19.6 = 408.9; bottom 760.8.
        let items = [
            screenItem("b", .toast(Toast(message: "Saved", position: .bottom)), order: 1),
            screenItem("c", .toast(Toast(message: "Saved", position: .center)), order: 2),
            screenItem("t", .toast(Toast(message: "Saved", position: .top)), order: 3),
        ]
        let frames = layout(items, in: phone(direction)).map(\.frame)
        guard frames.count == 3 else { Issue.record("got \(frames.count) layouts"); return }
        expectRect(frames[0], Rect(x: 161, y: 760.8, width: 68, height: 39.2), "bottom")
        expectRect(frames[1], Rect(x: 161, y: 408.9, width: 68, height: 39.2), "center")
        expectRect(frames[2], Rect(x: 161, y: 57, width: 68, height: 39.2), "top")
    }

    @Test(arguments: WritingDirection.allCases)
    func centerAndPointToastsAreStackedToo(direction: WritingDirection) {
        // A centred toast (wants 408.9…448.1) and a point toast at (195, 430) (wants
        // 410.4…449.6): ordered by wanted centre (428.5 < 430), pushed apart:
        // centre 408.9; point max(410.4, 408.9 + 39.2 + 8 = 456.1) = 456.1.
        let items = [
            screenItem("p", .toast(Toast(message: "Saved", position: .point(x: 195, y: 430))), order: 1),
            screenItem("c", .toast(Toast(message: "Saved", position: .center)), order: 2),
        ]
        let frames = layout(items, in: phone(direction)).map(\.frame)
        guard frames.count == 2 else { Issue.record("got \(frames.count) layouts"); return }
        expectRect(frames[0], Rect(x: 161, y: 456.1, width: 68, height: 39.2), "point")
        expectRect(frames[1], Rect(x: 161, y: 408.9, width: 68, height: 39.2), "center")
    }

    @Test(arguments: WritingDirection.allCases)
    func tooTallStackSharesTheHeight(direction: WritingDirection) {
        // Container 200×300, no safe area: toast bounds y 10…290 (280 high).
        // Five one-character lines: 5 × 19.2 = 96 → box 116 high; three need 3 × 116 + 16 = 364 > 280.
        // Fair share: (280 − 2 × 8) / 3 = 88 → text may be 88 − 20 = 68 high → ⌊68 / 19.2⌋ = 3
        // lines = 57.6 → box 77.6 high, 10 + 9.6 + 10 = 29.6 wide, x = 100 − 14.8 = 85.2.
        // Bottom, oldest placed first and pulled up: C 290 − 77.6 = 212.4; B 212.4 − 8 − 77.6 = 126.8;
        // A 126.8 − 85.6 = 41.2.
        let container = Container(size: Size(width: 200, height: 300), safeArea: .zero, layoutDirection: direction)
        let items = ["A", "B", "C"].enumerated().map { index, id in
            screenItem(NoticeID(id), .toast(Toast(message: "a\nb\nc\nd\ne", position: .bottom)), order: UInt64(index))
        }
        let layouts = layout(items, in: container)
        guard layouts.count == 3 else { Issue.record("got \(layouts.count) layouts"); return }
        for (layout, y) in zip(layouts, [41.2, 126.8, 212.4]) {
            expectRect(layout.frame, Rect(x: 85.2, y: y, width: 29.6, height: 77.6), "toast \(layout.id)")
            expectRect(layout.toastParts?.message?.frame, Rect(x: 95.2, y: y + 10, width: 9.6, height: 57.6), "message")
        }
    }

    @Test(arguments: WritingDirection.allCases)
    func tooTallStackTightensTheSpacing(direction: WritingDirection) {
        // Container 200×100: toast bounds y 10…90 (80 high). Twenty toasts of 39.2 do not fit.
        // Spacing min(8, 80 / 40) = 2; share (80 − 19 × 2) / 20 = 2.1 → each box 2.1 high
        // (its text gets 0 height), 29.6 wide. Bottom stack pulled up from 90 − 2.1 = 87.9
        // in steps of 2.1 + 2 = 4.1: toast i (oldest i = 0) at 87.9 − (19 − i) × 4.1 = 10 + 4.1 i.
        let container = Container(size: Size(width: 200, height: 100), safeArea: .zero, layoutDirection: direction)
        let items = (0..<20).map { index in
            screenItem(NoticeID("t\(index)"), .toast(Toast(message: "x", position: .bottom)), order: UInt64(index))
        }
        let layouts = layout(items, in: container)
        #expect(layouts.count == 20)
        for (index, layout) in layouts.enumerated() {
            expectRect(layout.frame, Rect(x: 85.2, y: 10 + 4.1 * Double(index), width: 29.6, height: 2.1), "toast \(index)")
        }
        for (first, second) in zip(layouts, layouts.dropFirst()) {
            #expect(!first.frame.overlaps(second.frame), "\(first.id) overlaps \(second.id)")
        }
    }
}
