package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"openshift_user_token": "sha256~kfRzfRp4CcP7vcJ6E8F6hajsRs3HfDYKQ_Nj9PWmCGL",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
