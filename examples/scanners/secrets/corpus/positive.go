package corpus

import (
	"fmt"
	"strings"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
)

// settingNames are the names a secret of each keyed rule is assigned to,
// by context; other rules use a name derived from the rule id.
var settingNames = map[string][]string{
	"aws-secret-access-key":     {"AWS_SECRET_ACCESS_KEY", "aws_secret_access_key", "SecretAccessKey", "aws_secret_key"},
	"twilio-api-key":            {"TWILIO_API_KEY", "twilio_api_key", "twilioApiKeySid"},
	"mailgun-api-key":           {"MAILGUN_API_KEY", "mailgun_api_key", "mailgunKey"},
	"heroku-api-key":            {"HEROKU_API_KEY", "heroku_api_key", "herokuApiKey"},
	"google-api-key-web-config": {"apiKey"},
	detector.GenericRuleID:      {"API_KEY", "client_secret", "authToken", "db_password", "SECRET_KEY", "access_token"},
}

func settingName(id string, i int) string {
	if names, ok := settingNames[id]; ok {
		return names[i%len(names)]
	}
	base := strings.ReplaceAll(id, "-", "_")
	if i%2 == 0 {
		return strings.ToUpper(base)
	}
	return base
}

func isBlock(id string) bool {
	return id == "private-key" || id == "openssh-private-key" || id == "pgp-private-key"
}

// positive returns a file of context i holding tok, a secret of rule id.
func positive(id string, i int, tok string) *file {
	value := tok
	if id == "azure-storage-account-key" {
		value = "DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=" + tok + ";EndpointSuffix=core.windows.net"
	}
	name := settingName(id, i)
	if isBlock(id) {
		return positiveBlock(id, i, tok)
	}
	if id == "google-api-key-web-config" {
		return positiveWebConfig(id, i, tok)
	}
	switch i % 6 {
	case 0:
		f := &file{path: fmt.Sprintf("services/%s/.env", id)}
		f.add("# Local development settings. Do not commit real values.", "APP_ENV=development", "LOG_LEVEL=debug",
			"DATABASE_URL=postgres://app@localhost:5432/app", "")
		f.plant(id, name+"="+value)
		f.add("FEATURE_FLAGS=beta,search", "PORT=8080")
		return f
	case 1:
		f := &file{path: fmt.Sprintf("deploy/%s/values.yaml", id)}
		f.add("replicaCount: 2", "image:", "  repository: registry.acme.dev/billing", "  tag: \"1.14.2\"", "env:",
			"  REGION: eu-west-1")
		f.plant(id, "  "+name+": \""+value+"\"")
		f.add("resources:", "  limits:", "    memory: 256Mi")
		return f
	case 2:
		f := &file{path: fmt.Sprintf("app/%s/settings.py", strings.ReplaceAll(id, "-", "_"))}
		f.add("import os", "", "DEBUG = False", "ALLOWED_HOSTS = [\"api.acme.dev\"]", "TIME_ZONE = \"UTC\"", "")
		f.plant(id, strings.ToUpper(name)+" = \""+value+"\"")
		f.add("", "CACHES = {\"default\": {\"BACKEND\": \"django.core.cache.backends.locmem.LocMemCache\"}}")
		return f
	case 3:
		f := &file{path: fmt.Sprintf("internal/%s/config.go", strings.ReplaceAll(id, "-", ""))}
		f.add("package config", "", "import \"time\"", "", "// Defaults for the integration.", "var Defaults = map[string]string{",
			"\t\"endpoint\": \"https://api.acme.dev/v2\",")
		f.plant(id, "\t\""+name+"\": \""+value+"\",")
		f.add("}", "", "// Timeout bounds each call.", "const Timeout = 10 * time.Second")
		return f
	case 4:
		f := &file{path: fmt.Sprintf("config/%s.json", id)}
		f.add("{", "  \"service\": \"billing\",", "  \"retries\": 3,")
		f.plant(id, "  \""+name+"\": \""+value+"\",")
		f.add("  \"enabled\": true", "}")
		return f
	default:
		f := &file{path: fmt.Sprintf("scripts/deploy-%s.sh", id)}
		f.add("#!/bin/sh", "set -eu", "", "# Credentials for the release job.")
		f.plant(id, "export "+strings.ToUpper(name)+"='"+value+"'")
		f.add("./release --region eu-west-1 --verbose", "echo done")
		return f
	}
}

// positiveBlock returns a file of context i holding the private key block
// tok.
func positiveBlock(id string, i int, tok string) *file {
	lines := strings.Split(strings.TrimSuffix(tok, "\n"), "\n")
	switch i % 6 {
	case 0:
		f := &file{path: fmt.Sprintf("keys/%s-%d.pem", id, i)}
		f.plant(id, tok)
		return f
	case 1:
		f := &file{path: fmt.Sprintf("deploy/%s/secret.yaml", id)}
		f.add("apiVersion: v1", "kind: Secret", "metadata:", "  name: tls-key", "stringData:", "  tls.key: |")
		f.plant(id, "    "+strings.Join(lines, "\n    "))
		return f
	case 2:
		f := &file{path: fmt.Sprintf("app/%s/keys.py", strings.ReplaceAll(id, "-", "_"))}
		f.add("# Signing key for webhooks.", "")
		f.plant(id, "SIGNING_KEY = \"\"\""+tok+"\"\"\"")
		return f
	case 3:
		f := &file{path: fmt.Sprintf("internal/%s/key.go", strings.ReplaceAll(id, "-", ""))}
		f.add("package key", "", "// testKey signs fixtures.")
		f.plant(id, "const testKey = `"+tok+"`")
		return f
	case 4:
		f := &file{path: fmt.Sprintf("config/%s-service-account.json", id)}
		f.add("{", "  \"type\": \"service_account\",", "  \"project_id\": \"acme-prod\",")
		f.plant(id, "  \"private_key\": \""+strings.Join(lines, "\\n")+"\\n\",")
		f.add("  \"client_email\": \"deploy@acme-prod.iam.gserviceaccount.com\"", "}")
		return f
	default:
		f := &file{path: fmt.Sprintf("scripts/install-%s.sh", id)}
		f.add("#!/bin/sh", "mkdir -p ~/.ssh", "cat > ~/.ssh/deploy_key <<'EOF'")
		f.plant(id, tok)
		f.add("EOF", "chmod 600 ~/.ssh/deploy_key")
		return f
	}
}

// positiveWebConfig returns a web app's Firebase configuration of context
// i holding the Google API key tok.
func positiveWebConfig(id string, i int, tok string) *file {
	project := []string{"acme-web", "billing-portal", "acme-mobile"}[i%3]
	switch i % 3 {
	case 0:
		f := &file{path: fmt.Sprintf("web/src/firebase-%d.js", i)}
		f.add(`import { initializeApp } from "firebase/app";`, "", "const firebaseConfig = {")
		f.plant(id, `  apiKey: "`+tok+`",`)
		f.add(`  authDomain: "`+project+`.firebaseapp.com",`, `  projectId: "`+project+`",`,
			`  storageBucket: "`+project+`.appspot.com",`, "};", "", "export const app = initializeApp(firebaseConfig);")
		return f
	case 1:
		f := &file{path: fmt.Sprintf("web/public/firebase-config-%d.json", i)}
		f.add("{")
		f.plant(id, `  "apiKey": "`+tok+`",`)
		f.add(`  "authDomain": "`+project+`.firebaseapp.com",`, `  "projectId": "`+project+`"`, "}")
		return f
	default:
		f := &file{path: fmt.Sprintf("web/index-%d.html", i)}
		f.add("<script>", "  firebase.initializeApp({")
		f.plant(id, "    apiKey: '"+tok+"',")
		f.add("    authDomain: '"+project+".firebaseapp.com'", "  });", "</script>")
		return f
	}
}
