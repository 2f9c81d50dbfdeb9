extension Playground {
    /// The playground's screen (an iPhone's), lanes and banner rules, in the
    /// scenario format: toasts stack as Toast-Swift's do, the HUD waits 0.3 s
    /// before it shows and stays at least 0.5 s (SVProgressHUD's grace and minimum
    /// times), banners wait for popups and keep a second between them, popups
    /// queue by priority, and the two banner types follow WPToastManager-style
    /// rules (a promo at most every 5 s and 3 a minute, dropped past that).
    static let setup = """
        {
          "container": {"width": 390, "height": 844,
                        "safeArea": {"top": 47, "left": 0, "bottom": 34, "right": 0},
                        "contentInsets": {"top": 91, "left": 0, "bottom": 83, "right": 0}},
          "config": {
            "hud": {"graceTime": 0.3, "minimumDismissTime": 0.5},
            "banner": {"minGap": 1, "blockedBy": ["popup"]},
            "popup": {"strategy": "priority"}
          },
          "rules": [
            {"type": "chat", "priority": 10},
            {"type": "promo", "priority": 1, "minInterval": 5, "maxCount": 3, "window": 60, "onLimit": "discard"}
          ],
          "events": []
        }
        """
}
