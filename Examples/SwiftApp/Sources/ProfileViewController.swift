import UIKit

/// A profile screen: an avatar beside a name and a handle, and a follow button below.
final class ProfileViewController: UIViewController {
    private let avatar = UIImageView()
    private let titleLabel = UILabel()
    private let handleLabel = UILabel()
    private let followButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [avatar, titleLabel, handleLabel, followButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let views: [String: UIView] = [
            "avatar": avatar, "titleLabel": titleLabel, "handleLabel": handleLabel, "followButton": followButton,
        ]
        let metrics = ["side": 20, "avatarSize": 64]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-side-[avatar(avatarSize)]-[titleLable]-side-|",
                options: [], metrics: metrics, views: views)
            + NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-side-[avatar(avatarSize)]-[followButton]",
                options: [], metrics: metrics, views: views)
            + NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-side-[followButton(==avatar*2)]",
                options: [], metrics: metrics, views: views)
            + NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-side-[titleLabel]-[handleLabel]",
                options: .alignAllTop, metrics: metrics, views: views))
    }
}
