import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SIDEKIQ_SECRET = "BUNDLE_ENTERPRISE__CONTRIBSYS__COM=0ad6b97d:2657c8c0"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
