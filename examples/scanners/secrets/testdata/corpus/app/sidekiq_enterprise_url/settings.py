import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SIDEKIQ_ENTERPRISE_URL = "http://ab220813:ef32070d@gems.contribsys.com"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
