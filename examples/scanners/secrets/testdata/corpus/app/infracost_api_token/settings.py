import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INFRACOST_API_TOKEN = "ico-OlqGdFnclhpoweuL5JZ6AAbocoR1Y2zZ"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
