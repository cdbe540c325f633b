import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BEAMER_API_KEY = "b_jJ6jtGrfLK3cSqjmTb1cRlXpb-R7iZlpWsMJDPAYE9ff"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
