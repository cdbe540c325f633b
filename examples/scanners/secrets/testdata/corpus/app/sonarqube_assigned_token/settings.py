import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SONARQUBE_ASSIGNED_TOKEN = "SONARLOGIN        :       bYaLmauK66luhEzvcTirvS6bB1c554JQRo2i8nU3"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
