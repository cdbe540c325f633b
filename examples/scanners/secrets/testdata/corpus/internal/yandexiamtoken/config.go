package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"yandex_iam_token": "t1.7MLJq26nGwwuEkcf6iamBIIqTuba-U35EToJG8pAf4_Ob3jGz7o1LjMTsk0j9aiUDtKSU_d0oXTP0tbQHBTH02rPmX8MgCQ-XJoLhLVaquNWwhD8ZTjraXK4An0L1TlIxKSL9mktaqt0TlAX_==.OtYnlRuI1TO4rP2r6YUeRIN39QpfY1hnO2j2dvvJRm3gXa_WtY-3FD-OamQ9GZYcQxRCqPDCM2aLBR3JRb9A4p==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
