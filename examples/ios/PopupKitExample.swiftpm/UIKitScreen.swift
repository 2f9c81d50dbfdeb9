import PopupKit
import PopupKitSeeds
import PopupKitUIKit
import SwiftUI
import UIKit

/// The UIKit screen: the seeds' own calls on views, and PopupKit's.
final class UIKitScreen: UIViewController {
    private let stack = UIStackView()
    private let card = CardView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        add("Toast-Swift: makeToast") { [unowned self] in
            view.makeToast("Inside this view", duration: .seconds(2), position: .top, title: "Toast-Swift")
        }
        add("Toast-Swift: showToast(view)") { [unowned self] in
            view.showToast(CardView(), duration: .seconds(2), position: .center)
        }
        add("Toast-Swift: a frame-laid view with a button") { [unowned self] in
            // A tap on its label dismisses the toast; a tap on its button runs the button.
            view.showToast(ActionCardView(frame: CGRect(x: 0, y: 0, width: 240, height: 56)) { [unowned self] in
                popups.toast("The card's button")
            }, duration: .seconds(4), position: .bottom)
        }
        add("Toast-Swift: toasts that scroll with their view") { [unowned self] in
            let screen = ScrollingToastScreen()
            screen.modalPresentationStyle = .fullScreen
            present(screen, animated: true)
        }
        add("SVProgressHUD: show, then dismiss") {
            ProgressHUD.setDefaultMaskType(.black)
            ProgressHUD.show(withStatus: "Working")
            ProgressHUD.dismiss(withDelay: .seconds(1.5))
        }
        add("WPToastManager: push") {
            BannerCenter.shared.loadControlInfo([BannerControlInfo(type: "chat", interval: .seconds(1), priority: 10)])
            BannerCenter.shared.push(BannerMessage(type: "chat", title: "Ben", subtitle: "On my way"))
        }
        add("FGPopupScheduler: the app's own view") { [unowned self] in
            PopupScheduler(center: popups).add(card)
        }
        add("FGPopupScheduler: a sign-in prompt (text field)") { [unowned self] in
            let prompt = SignInPrompt()
            let scheduler = PopupScheduler(center: popups)
            prompt.onSignIn = { [weak prompt] name in
                guard let prompt, let id = prompt.ticket?.id else { return }
                scheduler.remove(id)
                self.popups.toast("Signed in as \(name.isEmpty ? "guest" : name)")
            }
            prompt.ticket = scheduler.add(prompt)
        }
        add("BubblePopup: addPopup(toView:)") { [unowned self] in
            guard let button = stack.arrangedSubviews.first else { return }
            // BubblePopup's `.bottom` names the bubble's side its pointer is on: the bubble
            // sits above the point. At the button's top edge (`bounds.minY`) it stays off
            // the button; at its bottom edge (`bounds.maxY`) it would cover it.
            BubblePopupManager.shared.addPopup(toView: button, tips: "A tip on this button", popupType: .triangle,
                                               positionType: .bottom,
                                               popupPoint: CGPoint(x: button.bounds.midX, y: button.bounds.minY))
        }
        add("PopupKit: a toast") { [unowned self] in popups.toast("Archived") }
    }

    /// The center of this screen's window (each window of the app has its own;
    /// the first window's is `PopupCenter.shared`).
    private var popups: PopupCenter { PopupHost.center(for: view) ?? .shared }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        PopupHost.install(on: view)
    }

    private func add(_ title: String, _ action: @escaping @MainActor () -> Void) {
        let button = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in action() })
        stack.addArrangedSubview(button)
    }
}

/// An app view shown as a toast and as a scheduled popup.
final class CardView: UIView, SchedulablePopupView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemYellow
        layer.cornerRadius = 12
        let label = UILabel()
        label.text = "An app view"
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    var popupPriority: Int { 5 }
}

/// A frame-laid app view (no constraints: it keeps its bounds) with a label
/// and a button: a tap on the label is a tap on the toast, the button keeps
/// its own touches.
final class ActionCardView: UIView {
    init(frame: CGRect, action: @escaping () -> Void) {
        super.init(frame: frame)
        backgroundColor = .systemTeal
        layer.cornerRadius = 12
        let label = UILabel(frame: CGRect(x: 16, y: 0, width: frame.width - 112, height: frame.height))
        label.text = "Tap me to dismiss"
        addSubview(label)
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Action") { _ in action() })
        button.frame = CGRect(x: frame.width - 96, y: 8, width: 80, height: frame.height - 16)
        addSubview(button)
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }
}

/// A sign-in prompt shown as a scheduled popup: its text field takes the
/// keyboard, because the view says it takes text input.
final class SignInPrompt: UIView, SchedulablePopupView {
    private let field = UITextField()
    var ticket: NoticeTicket?
    var onSignIn: ((String) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 14
        let title = UILabel()
        title.text = "Sign in"
        title.font = .preferredFont(forTextStyle: .headline)
        field.placeholder = "Name"
        field.borderStyle = .roundedRect
        field.returnKeyType = .done
        field.addAction(UIAction { [weak self] _ in self?.field.resignFirstResponder() }, for: .editingDidEndOnExit)
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Sign in") { [weak self] _ in
            guard let self else { return }
            onSignIn?(field.text ?? "")
        })
        let stack = UIStackView(arrangedSubviews: [title, field, button])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -20),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
            field.widthAnchor.constraint(equalToConstant: 240),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    /// The overlay may become key while the prompt shows: a tap on the field brings up the keyboard.
    var popupTakesTextInput: Bool { true }
}

struct UIKitScreenRepresentable: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIKitScreen { UIKitScreen() }
    func updateUIViewController(_ controller: UIKitScreen, context: Context) {}
}
