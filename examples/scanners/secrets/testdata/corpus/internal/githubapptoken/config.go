package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"github_app_token": "ghs_XULm6pbKx3Uy7TyNsBB2b2aOZeTxmC2CKWfU",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
