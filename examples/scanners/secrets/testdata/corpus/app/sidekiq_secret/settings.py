import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SIDEKIQ_SECRET = "BUNDLE_ENTERPRISE__CONTRIBSYS__COM=362feab9:d9b9b766"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
