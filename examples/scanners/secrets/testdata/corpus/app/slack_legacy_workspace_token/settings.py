import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_LEGACY_WORKSPACE_TOKEN = "xoxa-3-4jk0hz4dqFih4hexAHxNMagyZFWCNQ2"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
