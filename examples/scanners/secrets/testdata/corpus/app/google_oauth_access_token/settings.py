import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GOOGLE_OAUTH_ACCESS_TOKEN = "ya29.AYtDpei3PGyiPFQGeoVBPRq0pnlCcoYgW13zOSnDmzsJpoaWyaD6Jn7zIFCRI6BllczLj30f3XP0BtuuVavPLYv-iyEbmY54AorVOWLv3KuL59FXhM_VwqpGDcllm74YBaFxbJ2EGZ_g29Bw1qh3NZqb9cMZ8qYFr3A61t3NfstF9pEXmya-X4Y0iaGU_RpcLIXCnIFTLnjS1kl3dwnK2S4FEnHzS9zIUYDA"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
