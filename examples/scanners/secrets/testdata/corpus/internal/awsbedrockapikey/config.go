package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"aws_bedrock_api_key": "ABSKQmVkcm9ja0FQSUtleSQmwKQDHknB87Eg/eOfh6JWp/HWQ1pkTltd8cmPVH2o989PZ5rORhoPUTxd5VjRjlbODyGzrURa+r5m53UPZTFmgAt7l7thMG+Ec75KlRXSpPYPCPSG+fHAXgjRGd+6W/BJzVrX48ID=",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
