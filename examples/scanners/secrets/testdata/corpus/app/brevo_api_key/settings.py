import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BREVO_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
