import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BEAMER_API_KEY = "b_yYTX-H=5fb8VF7bBM28vTXQUx9wZ3_=0OWwGE5I13JqC"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
