package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"openshift_user_token": "sha256~J8AH7P7p8FocXt6ngulj0QY9KCNe0QbXRObTJeUfAtd",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
