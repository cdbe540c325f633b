import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SONARQUBE_TOKEN = "sqa_74dddb80553e84b86962ffb1d8751c45ab1d8c30"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
