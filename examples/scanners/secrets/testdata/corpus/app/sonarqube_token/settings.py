import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SONARQUBE_TOKEN = "squ_b8c3abc40177370abbe6cd4961f5e7181db66bda"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
