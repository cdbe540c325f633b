import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_LEGACY_WORKSPACE_TOKEN = "xoxa-9-T8EBoJDwQbmha9UY"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
