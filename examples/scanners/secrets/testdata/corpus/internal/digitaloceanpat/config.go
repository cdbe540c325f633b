package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"digitalocean_pat": "dop_v1_4c67d55f13f866836c01db521888ce87d2b8718bbce5db10a042e0aa9d874bd9",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
