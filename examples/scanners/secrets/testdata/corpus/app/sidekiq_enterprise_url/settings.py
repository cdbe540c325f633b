import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SIDEKIQ_ENTERPRISE_URL = "http://4a49b4a1:ed6e19d4@enterprise.contribsys.com"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
