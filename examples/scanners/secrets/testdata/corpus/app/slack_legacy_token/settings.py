import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_LEGACY_TOKEN = "xoxs-504535541-3856447-49613373-4d8D69f22Ce5DbDE673a7fc"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
