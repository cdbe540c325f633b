import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SONARQUBE_TOKEN = "squ_f0981c6f7bdbf3c503fa3a03a4b148811f71d099"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
