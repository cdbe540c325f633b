import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SONARQUBE_TOKEN = "sqa_842559927ccb8c3abc40177370abbe6cd4961f5e"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
