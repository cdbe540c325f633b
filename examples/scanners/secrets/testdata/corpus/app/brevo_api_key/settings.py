import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BREVO_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
