import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SONARQUBE_ASSIGNED_TOKEN = "SONAR-LOGINMmn     EXmxaFx        ,     Jp1lOmV0lZreIwEbYaLmauK66luhEzvcTirvS6bB"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
