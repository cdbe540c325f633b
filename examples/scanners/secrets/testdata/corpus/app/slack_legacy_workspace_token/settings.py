import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_LEGACY_WORKSPACE_TOKEN = "xoxa-9yNpTAct1KAEvMtl0egfck03J"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
