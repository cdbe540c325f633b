import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_WORKFLOW_WEBHOOK_URL = "hooks.slack.com/triggers/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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
