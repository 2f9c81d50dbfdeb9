import PopupKit
import PopupKitSeeds
import UIKit

/// A toast made for a view in a scrolling list lives with it, as Toast-Swift's
/// toasts (subviews of their view) do: scroll, and the toast moves with its
/// card; close the screen, and the toast ends with it (`scopeEnded`).
final class ScrollingToastScreen: UIViewController {
    private let scroll = UIScrollView()
    private let cards = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scroll.translatesAutoresizingMaskIntoConstraints = false
        cards.axis = .vertical
        cards.spacing = 16
        cards.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scroll)
        scroll.addSubview(cards)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: view.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            cards.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 20),
            cards.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -20),
            cards.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 20),
            cards.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -20),
        ])
        for index in 1...12 {
            let card = UIButton(type: .system, primaryAction: UIAction(title: "Card \(index): tap for its toast") {
                action in
                guard let card = action.sender as? UIView else { return }
                card.makeToast("Made for card \(index): scroll me", duration: .seconds(10), position: .center)
            })
            card.backgroundColor = .secondarySystemBackground
            card.layer.cornerRadius = 12
            card.heightAnchor.constraint(equalToConstant: 120).isActive = true
            cards.addArrangedSubview(card)
        }
        let close = UIButton(type: .system, primaryAction: UIAction(title: "Close (its toasts end)") { [weak self] _ in
            self?.dismiss(animated: true)
        })
        cards.insertArrangedSubview(close, at: 0)
    }
}
