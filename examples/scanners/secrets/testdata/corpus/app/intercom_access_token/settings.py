import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INTERCOM_ACCESS_TOKEN = "WDgRF8uvu2mkEanp1fWoX5r2K8POb4c=PpR5m9q7iNe6PZWOdHpzvBVwT1So"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
