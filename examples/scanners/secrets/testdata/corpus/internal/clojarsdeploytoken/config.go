package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"clojars_deploy_token": "CLOJARS_ajzccmwy8qsdn91dpwdtibl9pun51vtuat2dsd1w730j4kxqdnir9ukgaphf",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
