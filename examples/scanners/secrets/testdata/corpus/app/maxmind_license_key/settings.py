import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAXMIND_LICENSE_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
