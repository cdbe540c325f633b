import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ALIBABA_ACCESS_KEY_ID = "LTAIg2vL5LXCQIQ6CIn0Melw"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
