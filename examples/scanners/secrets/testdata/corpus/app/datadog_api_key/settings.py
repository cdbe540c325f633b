import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DATADOG_API_KEY = "ivbk1vfd24nart8crgyj4m3zjrb3ii9ysubfx06k"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
